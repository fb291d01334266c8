import type { ConsentMessages } from './en.ts';

const consent: ConsentMessages = {
  title: 'As suas escolhas de privacidade',
  intro:
    'Até escolher, a loja usa apenas o que precisa para funcionar. Com o seu consentimento, também guarda as suas preferências neste dispositivo e carrega o chat ao vivo, gerido por outra empresa. Pode mudar de ideias a qualquer momento em «Escolhas de privacidade», no fundo de cada página.',
  accept: 'Aceitar tudo',
  reject: 'Rejeitar tudo',
  settings: 'Definições',
  settingsTitle: 'Definições de privacidade',
  save: 'Guardar as minhas escolhas',
  close: 'Fechar definições',
  alwaysOn: 'Sempre ativo',
  policy: 'Política de privacidade',
  purposes: {
    needed: {
      name: 'Necessários',
      description: 'O seu carrinho, a sua sessão, o seu idioma e esta escolha: a loja não funciona sem eles.',
    },
    payments: {
      name: 'Pagamentos',
      description:
        'Se pagar com cartão, o script da Stripe é carregado no checkout para processar o pagamento e prevenir fraude: necessário para o pagamento que pede.',
    },
    preferences: {
      name: 'Preferências',
      description:
        'Guarda neste dispositivo quando viu pela última vez a oferta da newsletter, que subscreveu e que compras de exemplo já viu.',
    },
    chat: {
      name: 'Chat ao vivo',
      description:
        'Carrega a janela de chat do nosso fornecedor de apoio, que define os seus próprios cookies.',
    },
  },
};

export default consent;
