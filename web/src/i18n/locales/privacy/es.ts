import type { PrivacyMessages } from './en.ts';

const privacy: PrivacyMessages = {
  title: 'Tus datos',
  intro: 'Qué guardamos sobre ti, por qué y durante cuánto tiempo lo explica nuestra política de privacidad.',
  policyLink: 'Leer la política de privacidad',
  download: {
    title: 'Descargar mis datos',
    description:
      'Un archivo JSON con todo lo que la tienda guarda sobre ti: tu cuenta, direcciones, pedidos, descargas, reseñas de productos, lista de deseos, suscripción al boletín, sesiones e intentos de pago.',
    button: 'Descargar mis datos',
    preparing: 'Preparando tu archivo…',
    done: 'Tu archivo se ha descargado.',
  },
  delete: {
    title: 'Eliminar mi cuenta',
    warning:
      'No se puede deshacer. Se borran tu cuenta, direcciones, lista de deseos, talla y suscripciones, y se cierra tu sesión en todos los dispositivos. Los pedidos solo se conservan anonimizados, el tiempo que exige la ley fiscal.',
    password: 'Tu contraseña',
    confirmation: 'Escribe {{phrase}} para confirmar',
    phrase: 'ELIMINAR',
    button: 'Eliminar mi cuenta definitivamente',
    deleting: 'Eliminando tu cuenta…',
    wrongPassword: 'Contraseña incorrecta.',
    confirmationMismatch: 'Escribe exactamente {{phrase}} para confirmar.',
  },
  deleted: {
    title: 'Tu cuenta se ha eliminado',
    body: 'Hemos borrado tus datos y cerrado tu sesión. Los pedidos se conservan anonimizados el tiempo que exige la ley fiscal.',
    home: 'Volver a la tienda',
  },
  policy: {
    unavailable: 'La política de privacidad no se puede cargar ahora. Inténtalo de nuevo en un momento.',
  },
};

export default privacy;
