console.log('bench: pending');
