import type { RestockMessages } from './en.ts';

const restock: RestockMessages = {
  title: 'Avise-me quando voltar',
  hint: 'Enviaremos um e-mail quando este item voltar ao estoque, depois que você confirmar um link que enviamos antes. Conectada? Deixe o campo vazio para usar o endereço da sua conta.',
  emailLabel: 'Seu e-mail',
  emailPlaceholder: 'voce@exemplo.com.br',
  submit: 'Avise-me',
  sent: 'Confira sua caixa de entrada: enviamos um link para {{email}}. Depois de confirmar, avisaremos quando voltar.',
  confirmTitle: 'Confirme seu alerta de estoque',
  confirmIntro: 'Toque no botão para confirmar: enviaremos um e-mail quando o item voltar ao estoque.',
  confirmButton: 'Confirmar meu alerta',
  confirmed: 'Pronto: avisaremos quando {{product}} voltar ao estoque.',
  unsubscribeTitle: 'Encerrar este alerta',
  unsubscribeIntro: 'Toque no botão e não enviaremos mais e-mails sobre este item.',
  unsubscribeButton: 'Cancelar inscrição',
  unsubscribed: 'Você não receberá mais e-mails sobre {{product}}.',
  backToProduct: 'Voltar ao produto',
};

export default restock;
