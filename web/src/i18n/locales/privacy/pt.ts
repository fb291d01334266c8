import type { PrivacyMessages } from './en.ts';

const privacy: PrivacyMessages = {
  title: 'Os seus dados',
  intro: 'O que guardamos sobre si, porquê e durante quanto tempo está na nossa política de privacidade.',
  policyLink: 'Ler a política de privacidade',
  download: {
    title: 'Transferir os meus dados',
    description:
      'Um ficheiro JSON com tudo o que a loja guarda sobre si: conta, moradas, encomendas, transferências, avaliações de produtos, lista de desejos, subscrição da newsletter, sessões e tentativas de pagamento.',
    button: 'Transferir os meus dados',
    preparing: 'A preparar o seu ficheiro…',
    done: 'O seu ficheiro foi transferido.',
  },
  delete: {
    title: 'Eliminar a minha conta',
    warning:
      'Não é possível anular. A sua conta, moradas, lista de desejos, tamanho e subscrições são apagados e a sessão é terminada em todos os dispositivos. As encomendas só são mantidas anonimizadas, durante o tempo exigido pela lei fiscal.',
    password: 'A sua palavra-passe',
    confirmation: 'Escreva {{phrase}} para confirmar',
    phrase: 'ELIMINAR',
    button: 'Eliminar a minha conta definitivamente',
    deleting: 'A eliminar a sua conta…',
    wrongPassword: 'Palavra-passe incorreta.',
    confirmationMismatch: 'Escreva exatamente {{phrase}} para confirmar.',
  },
  deleted: {
    title: 'A sua conta foi eliminada',
    body: 'Apagámos os seus dados e terminámos a sua sessão. As encomendas são mantidas anonimizadas durante o tempo exigido pela lei fiscal.',
    home: 'Voltar à loja',
  },
  policy: {
    unavailable:
      'Não é possível carregar a política de privacidade neste momento. Tente novamente dentro de instantes.',
  },
};

export default privacy;
