import type { Refusals } from './en.ts';

const refusals: Refusals = {
  COUPON_NOT_FOUND: 'Este código de cupom não existe.',
  COUPON_INVALID: 'Este código de cupom não é válido.',
  COUPON_EXPIRED: 'Este cupom expirou.',
  COUPON_ALREADY_APPLIED: 'Este cupom já está aplicado.',
  COUPON_INDIVIDUAL_USE: 'Este cupom não pode ser combinado com outros cupons.',
  COUPON_USAGE_LIMIT: 'Este cupom atingiu o limite de uso.',
  COUPON_MINIMUM_SPEND: 'O valor mínimo para este cupom é {{amount}}.',
  COUPON_MAXIMUM_SPEND: 'O valor máximo para este cupom é {{amount}}.',
  COUPON_EMAIL_RESTRICTED: 'Este cupom é para outro endereço de email.',
  COUPON_NEEDS_EMAIL:
    'Este cupom é para um endereço de email: aplique-o na finalização da compra, depois de preencher o seu email.',
  COUPON_NOT_APPLICABLE: 'Este cupom não se aplica aos itens do seu carrinho.',
  COUPON_NO_LONGER_VALID: 'Um cupom do seu carrinho não é mais válido. Remova-o para continuar.',
  COUPON_CODE_REQUIRED: 'Digite um código de cupom.',
  COUPON_REFUSED: 'Não foi possível aplicar este cupom.',
  GIFT_CARD_INVALID: 'Este código de vale-presente não é válido.',
  GIFT_CARD_ALREADY_APPLIED: 'Este vale-presente já está aplicado.',
  GIFT_CARD_NO_BALANCE: 'Este vale-presente não tem mais saldo.',
  GIFT_CARD_NOT_NEEDED: 'Seu pedido já está totalmente pago; não é necessário vale-presente.',
  GIFT_CARD_CHANGED:
    'O saldo de um vale-presente do seu carrinho mudou. Verifique o carrinho e tente novamente.',
  CART_EMPTY: 'Seu carrinho está vazio. Adicione algo primeiro.',
  STOCK_LIMITED: 'Só restam {{remaining}} unidades deste item em estoque.',
  SOLD_INDIVIDUALLY: 'Você só pode comprar uma unidade deste item por pedido.',
  PRODUCT_OPTIONS_REQUIRED: 'Escolha primeiro as opções do produto.',
  PRODUCT_NOT_PURCHASABLE: 'Este produto não pode ser comprado aqui.',
  CART_FULL: 'Seu carrinho não pode conter mais itens diferentes.',
  INVALID_CREDENTIALS: 'O nome de usuário ou a senha estão incorretos. Tente novamente.',
  CONFIRMATION_MISMATCH: 'Escreve a confirmação exatamente como indicada para eliminar a tua conta.',
  AUTH_REQUIRED: 'Inicia sessão para eliminar a tua conta.',
  EMAIL_ALREADY_REGISTERED:
    'Já existe uma conta registrada com este endereço de email. Faça login ou use outro endereço.',
  USERNAME_ALREADY_REGISTERED: 'Este nome de usuário já está em uso. Escolha outro.',
  USERNAME_INVALID: 'Digite um nome de usuário válido.',
  EMAIL_INVALID: 'Digite um endereço de email válido.',
  PASSWORD_TOO_SHORT: 'Sua senha deve ter pelo menos 8 caracteres.',
  REVIEW_DUPLICATE: 'Você já avaliou este produto.',
  REVIEW_TOO_QUICK: 'Você está enviando avaliações rápido demais. Aguarde um momento.',
  ADDRESS_INVALID: 'Verifique os campos de endereço destacados.',
  SHIPPING_UNAVAILABLE:
    'Não conseguimos enviar para este endereço com o método escolhido. Verifique o endereço ou o método de envio.',
  PAYMENT_METHOD_UNAVAILABLE: 'Este método de pagamento não está disponível. Escolha outro.',
};

export default refusals;
