import type { Refusals } from './en.ts';

const refusals: Refusals = {
  COUPON_NOT_FOUND: 'Este código de cupón no existe.',
  COUPON_INVALID: 'Este código de cupón no es válido.',
  COUPON_EXPIRED: 'Este cupón ha caducado.',
  COUPON_ALREADY_APPLIED: 'Este cupón ya está aplicado.',
  COUPON_INDIVIDUAL_USE: 'Este cupón no se puede combinar con otros cupones.',
  COUPON_USAGE_LIMIT: 'Este cupón ha alcanzado su límite de uso.',
  COUPON_MINIMUM_SPEND: 'El gasto mínimo para este cupón es de {{amount}}.',
  COUPON_MAXIMUM_SPEND: 'El gasto máximo para este cupón es de {{amount}}.',
  COUPON_EMAIL_RESTRICTED: 'Este cupón es para otra dirección de correo electrónico.',
  COUPON_NEEDS_EMAIL:
    'Este cupón es para una dirección de correo concreta: aplícalo al finalizar la compra, cuando hayas escrito tu correo electrónico.',
  COUPON_NOT_APPLICABLE: 'Este cupón no se aplica a los artículos de tu carrito.',
  COUPON_NO_LONGER_VALID: 'Un cupón de tu carrito ya no es válido. Quítalo para continuar.',
  COUPON_CODE_REQUIRED: 'Introduce un código de cupón.',
  COUPON_REFUSED: 'No se ha podido aplicar este cupón.',
  GIFT_CARD_INVALID: 'Este código de tarjeta regalo no es válido.',
  GIFT_CARD_ALREADY_APPLIED: 'Esta tarjeta regalo ya está aplicada.',
  GIFT_CARD_NO_BALANCE: 'Esta tarjeta regalo no tiene saldo.',
  GIFT_CARD_NOT_NEEDED: 'Tu pedido ya está pagado por completo; no hace falta ninguna tarjeta regalo.',
  GIFT_CARD_CHANGED:
    'El saldo de una tarjeta regalo de tu carrito ha cambiado. Revisa tu carrito y vuelve a intentarlo.',
  CART_EMPTY: 'Tu carrito está vacío. Añade algo primero.',
  STOCK_LIMITED: 'Solo quedan {{remaining}} unidades de este artículo en stock.',
  SOLD_INDIVIDUALLY: 'Solo puedes comprar una unidad de este artículo por pedido.',
  PRODUCT_OPTIONS_REQUIRED: 'Elige primero las opciones del producto.',
  PRODUCT_NOT_PURCHASABLE: 'Este producto no se puede comprar aquí.',
  CART_FULL: 'Tu carrito no admite más artículos distintos.',
  INVALID_CREDENTIALS: 'El nombre de usuario o la contraseña no son correctos. Inténtalo de nuevo.',
  CONFIRMATION_MISMATCH: 'Escribe la confirmación exactamente como se muestra para eliminar tu cuenta.',
  AUTH_REQUIRED: 'Inicia sesión para eliminar tu cuenta.',
  EMAIL_ALREADY_REGISTERED:
    'Ya hay una cuenta registrada con esta dirección de correo. Inicia sesión o usa otra dirección.',
  USERNAME_ALREADY_REGISTERED: 'Este nombre de usuario ya está en uso. Elige otro.',
  USERNAME_INVALID: 'Introduce un nombre de usuario válido.',
  EMAIL_INVALID: 'Introduce una dirección de correo electrónico válida.',
  PASSWORD_TOO_SHORT: 'Tu contraseña debe tener al menos 8 caracteres.',
  REVIEW_DUPLICATE: 'Ya has valorado este producto.',
  REVIEW_TOO_QUICK: 'Estás enviando valoraciones demasiado rápido. Espera un momento.',
  ADDRESS_INVALID: 'Revisa los campos de dirección marcados.',
  SHIPPING_UNAVAILABLE:
    'No podemos enviar a esta dirección con el método elegido. Revisa la dirección o el método de envío.',
  PAYMENT_METHOD_UNAVAILABLE: 'Este método de pago no está disponible. Elige otro.',
};

export default refusals;
