import type { LocalizedContent } from '../InfoPage.tsx';

export const about: LocalizedContent = {
  en: {
    intro:
      'Lacquer Lane is a small studio of nail artists making salon-quality press-on nails you can apply at home in ten minutes and wear again and again.',
    sections: [
      {
        heading: 'Our story',
        paragraphs: [
          'We started in 2019 at a kitchen table with a UV lamp, a box of tips and a simple idea: beautiful nails should not cost two hours and a damaged nail bed every fortnight. Today a team of twelve artists designs, builds and paints every set by hand in our studio.',
        ],
      },
      {
        heading: 'How a set is made',
        paragraphs: [
          'Each nail starts as a soft-gel tip, is shaped to one of five forms (almond, coffin, stiletto, square and oval), built up with a structure gel for strength and finished by hand with colour, chrome, foil or art. A full set takes one of our artists between 45 and 90 minutes.',
        ],
      },
      {
        heading: 'What we care about',
        list: [
          'Vegan and cruelty-free gels, HEMA-free top coat',
          'Reusable sets: every kit comes with a storage case',
          'Recyclable paper packaging, no single-use plastic',
          '15 sizes in every kit, so nearly every hand finds its fit',
        ],
      },
      {
        heading: 'Visit us',
        paragraphs: [
          'Our studio is at Kastanienallee 12, 10435 Berlin. Pick-ups are possible Monday to Friday from 10:00 to 18:00 after you receive your "ready for collection" email.',
        ],
      },
    ],
  },
  de: {
    intro:
      'Lacquer Lane ist ein kleines Studio von Nageldesignerinnen, das Press-on-Nägel in Studioqualität herstellt, die du zu Hause in zehn Minuten aufträgst und immer wieder tragen kannst.',
    sections: [
      {
        heading: 'Unsere Geschichte',
        paragraphs: [
          'Wir haben 2019 an einem Küchentisch mit einer UV-Lampe, einer Schachtel Tips und einer einfachen Idee begonnen: Schöne Nägel sollten nicht alle zwei Wochen zwei Stunden und ein strapaziertes Nagelbett kosten. Heute entwirft, baut und bemalt ein Team aus zwölf Künstlerinnen jedes Set von Hand in unserem Studio.',
        ],
      },
      {
        heading: 'So entsteht ein Set',
        paragraphs: [
          'Jeder Nagel beginnt als Soft-Gel-Tip, wird in eine von fünf Formen gebracht (Mandel, Coffin, Stiletto, Eckig und Oval), mit Aufbaugel verstärkt und von Hand mit Farbe, Chrome, Folie oder Nail-Art veredelt. Ein komplettes Set dauert zwischen 45 und 90 Minuten.',
        ],
      },
      {
        heading: 'Was uns wichtig ist',
        list: [
          'Vegane, tierversuchsfreie Gele, HEMA-freier Top Coat',
          'Wiederverwendbare Sets: jedes Kit mit Aufbewahrungsbox',
          'Recycelbare Papierverpackung, kein Einwegplastik',
          '15 Größen in jedem Kit, damit fast jede Hand passt',
        ],
      },
      {
        heading: 'Besuche uns',
        paragraphs: [
          'Unser Studio ist in der Kastanienallee 12, 10435 Berlin. Abholungen sind Montag bis Freitag von 10:00 bis 18:00 Uhr möglich, sobald du die E-Mail „Bereit zur Abholung“ erhalten hast.',
        ],
      },
    ],
  },
  es: {
    intro:
      'Lacquer Lane es un pequeño estudio de artistas de uñas que crea uñas press-on con calidad de salón que puedes aplicarte en casa en diez minutos y volver a usar una y otra vez.',
    sections: [
      {
        heading: 'Nuestra historia',
        paragraphs: [
          'Empezamos en 2019 en la mesa de una cocina con una lámpara UV, una caja de tips y una idea sencilla: unas uñas bonitas no deberían costar dos horas y una uña dañada cada quince días. Hoy un equipo de doce artistas diseña, construye y pinta cada set a mano en nuestro estudio.',
        ],
      },
      {
        heading: 'Cómo se hace un set',
        paragraphs: [
          'Cada uña empieza como un tip de gel suave, se moldea en una de cinco formas (almendra, coffin, stiletto, cuadrada y ovalada), se refuerza con gel de construcción y se termina a mano con color, cromo, foil o arte. Un set completo lleva entre 45 y 90 minutos.',
        ],
      },
      {
        heading: 'Lo que nos importa',
        list: [
          'Geles veganos y libres de crueldad, top coat sin HEMA',
          'Sets reutilizables: cada kit incluye un estuche',
          'Embalaje de papel reciclable, sin plásticos de un solo uso',
          '15 tallas en cada kit, para que casi todas las manos encuentren su ajuste',
        ],
      },
      {
        heading: 'Visítanos',
        paragraphs: [
          'Nuestro estudio está en Kastanienallee 12, 10435 Berlín. Puedes recoger tu pedido de lunes a viernes de 10:00 a 18:00 cuando recibas el correo «listo para recoger».',
        ],
      },
    ],
  },
  fr: {
    intro:
      'Lacquer Lane est un petit atelier de prothésistes ongulaires qui crée des faux ongles press-on de qualité salon, à poser chez soi en dix minutes et à porter encore et encore.',
    sections: [
      {
        heading: 'Notre histoire',
        paragraphs: [
          "Tout a commencé en 2019 sur une table de cuisine avec une lampe UV, une boîte de capsules et une idée simple : de beaux ongles ne devraient pas coûter deux heures et un ongle abîmé toutes les deux semaines. Aujourd'hui, une équipe de douze artistes conçoit, construit et peint chaque set à la main dans notre atelier.",
        ],
      },
      {
        heading: 'Comment naît un set',
        paragraphs: [
          "Chaque ongle commence par une capsule en soft gel, prend l'une de cinq formes (amande, coffin, stiletto, carrée et ovale), est renforcé avec un gel de construction puis fini à la main avec de la couleur, du chrome, du foil ou du nail art. Un set complet demande entre 45 et 90 minutes.",
        ],
      },
      {
        heading: 'Ce qui compte pour nous',
        list: [
          'Gels vegan et non testés sur les animaux, top coat sans HEMA',
          'Sets réutilisables : chaque kit a sa boîte de rangement',
          'Emballage papier recyclable, sans plastique à usage unique',
          '15 tailles dans chaque kit, pour que presque toutes les mains trouvent leur taille',
        ],
      },
      {
        heading: 'Nous rendre visite',
        paragraphs: [
          "Notre atelier se trouve Kastanienallee 12, 10435 Berlin. Le retrait est possible du lundi au vendredi de 10 h à 18 h, après réception de l'e-mail « prête à être retirée ».",
        ],
      },
    ],
  },
  it: {
    intro:
      'Lacquer Lane è un piccolo laboratorio di onicotecniche che crea unghie press-on di qualità da salone, da applicare a casa in dieci minuti e da indossare più e più volte.',
    sections: [
      {
        heading: 'La nostra storia',
        paragraphs: [
          'Abbiamo iniziato nel 2019 al tavolo di una cucina con una lampada UV, una scatola di tip e un’idea semplice: unghie belle non dovrebbero costare due ore e un’unghia rovinata ogni due settimane. Oggi un team di dodici artiste progetta, costruisce e dipinge ogni set a mano nel nostro laboratorio.',
        ],
      },
      {
        heading: 'Come nasce un set',
        paragraphs: [
          'Ogni unghia nasce come tip in soft gel, viene modellata in una di cinque forme (mandorla, coffin, stiletto, quadrata e ovale), rinforzata con gel costruttore e rifinita a mano con colore, cromo, foil o nail art. Un set completo richiede tra 45 e 90 minuti.',
        ],
      },
      {
        heading: 'Ciò a cui teniamo',
        list: [
          'Gel vegani e cruelty-free, top coat senza HEMA',
          'Set riutilizzabili: ogni kit ha la sua custodia',
          'Imballaggi in carta riciclabile, niente plastica monouso',
          '15 misure in ogni kit, perché quasi ogni mano trovi la sua',
        ],
      },
      {
        heading: 'Vieni a trovarci',
        paragraphs: [
          'Il nostro laboratorio è in Kastanienallee 12, 10435 Berlino. Il ritiro è possibile dal lunedì al venerdì dalle 10:00 alle 18:00, dopo aver ricevuto l’email «pronto per il ritiro».',
        ],
      },
    ],
  },
  pt: {
    intro:
      'A Lacquer Lane é um pequeno ateliê de nail designers que cria unhas press-on com qualidade de salão, para aplicar em casa em dez minutos e usar de novo e de novo.',
    sections: [
      {
        heading: 'Nossa história',
        paragraphs: [
          'Começamos em 2019 numa mesa de cozinha com uma cabine UV, uma caixa de tips e uma ideia simples: unhas bonitas não deveriam custar duas horas e uma unha danificada a cada quinze dias. Hoje uma equipe de doze artistas desenha, constrói e pinta cada kit à mão no nosso ateliê.',
        ],
      },
      {
        heading: 'Como um kit é feito',
        paragraphs: [
          'Cada unha começa como um tip de soft gel, ganha um de cinco formatos (amendoado, coffin, stiletto, quadrado e oval), é reforçada com gel de construção e finalizada à mão com cor, cromado, foil ou arte. Um kit completo leva de 45 a 90 minutos.',
        ],
      },
      {
        heading: 'O que importa para nós',
        list: [
          'Géis veganos e cruelty-free, top coat sem HEMA',
          'Kits reutilizáveis: cada kit vem com estojo',
          'Embalagem de papel reciclável, sem plástico descartável',
          '15 tamanhos em cada kit, para que quase toda mão encontre o seu',
        ],
      },
      {
        heading: 'Visite-nos',
        paragraphs: [
          'Nosso ateliê fica na Kastanienallee 12, 10435 Berlim. Retiradas de segunda a sexta, das 10h às 18h, depois que você receber o e-mail “pronto para retirada”.',
        ],
      },
    ],
  },
};
