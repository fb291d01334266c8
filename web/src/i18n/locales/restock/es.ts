import type { RestockMessages } from './en.ts';

const restock: RestockMessages = {
  title: 'Avísame cuando vuelva',
  hint: 'Te enviaremos un correo cuando vuelva a estar disponible, después de que confirmes un enlace que te enviamos primero. ¿Con sesión iniciada? Deja el campo vacío para usar la dirección de tu cuenta.',
  emailLabel: 'Tu correo electrónico',
  emailPlaceholder: 'tu@ejemplo.es',
  submit: 'Avisarme',
  sent: 'Revisa tu bandeja: enviamos un enlace a {{email}}. Cuando confirmes, te escribiremos cuando vuelva.',
  confirmTitle: 'Confirma tu aviso de existencias',
  confirmIntro:
    'Pulsa el botón para confirmar: te escribiremos una vez cuando el artículo vuelva a estar disponible.',
  confirmButton: 'Confirmar mi aviso',
  confirmed: 'Listo: te escribiremos cuando {{product}} vuelva a estar disponible.',
  unsubscribeTitle: 'Detener este aviso',
  unsubscribeIntro: 'Pulsa el botón y no te escribiremos más sobre este artículo.',
  unsubscribeButton: 'Darse de baja',
  unsubscribed: 'No recibirás más correos sobre {{product}}.',
  backToProduct: 'Volver al producto',
};

export default restock;
