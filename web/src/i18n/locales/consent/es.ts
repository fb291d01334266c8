import type { ConsentMessages } from './en.ts';

const consent: ConsentMessages = {
  title: 'Tus opciones de privacidad',
  intro:
    'Hasta que elijas, la tienda solo usa lo que necesita para funcionar. Con tu consentimiento, también recuerda tus preferencias en este dispositivo y carga el chat en directo, que gestiona otra empresa. Puedes cambiar de opinión en cualquier momento con «Opciones de privacidad» al pie de cada página.',
  accept: 'Aceptar todo',
  reject: 'Rechazar todo',
  settings: 'Configuración',
  settingsTitle: 'Configuración de privacidad',
  save: 'Guardar mis opciones',
  close: 'Cerrar configuración',
  alwaysOn: 'Siempre activo',
  policy: 'Política de privacidad',
  purposes: {
    needed: {
      name: 'Necesarias',
      description:
        'Tu carrito, tu inicio de sesión, tu idioma y esta elección: la tienda no funciona sin ellos.',
    },
    payments: {
      name: 'Pagos',
      description:
        'Si pagas con tarjeta, el script de Stripe se carga en la caja para cobrar y evitar el fraude: necesario para el pago que pides.',
    },
    preferences: {
      name: 'Preferencias',
      description:
        'Recuerda en este dispositivo cuándo viste por última vez la oferta del boletín, que te has suscrito y qué compras de ejemplo has visto.',
    },
    chat: {
      name: 'Chat en directo',
      description:
        'Carga la ventana de chat de nuestro proveedor de asistencia, que usa sus propias cookies.',
    },
  },
};

export default consent;
