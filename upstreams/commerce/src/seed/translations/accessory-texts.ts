import type { Translated } from './vocabulary.ts';

interface Text {
  name: string;
  shortDescription: string;
  description: string;
  buttonText?: string;
}

/** Glue, tabs, kits, the guide, gift cards and partner products, by slug, per language. */
export const accessoryTexts: Record<string, Record<Translated, Text>> = {
  'brush-on-nail-glue': {
    de: {
      name: 'Nagelkleber mit Pinsel 7 g',
      shortDescription: 'Kleber in Studioqualität mit Pinsel: hält bis zu zwei Wochen.',
      description:
        'Ein schnell trocknender Kleber in Studioqualität mit feinem Pinsel für einen gleichmäßigen Auftrag.\n\nHält Press-on-Nägel bis zu 14 Tage. Fläschchen mit 7 g, genug für etwa sechs komplette Sets.',
    },
    es: {
      name: 'Pegamento para uñas con pincel 7 g',
      shortDescription: 'Pegamento de calidad profesional con pincel: hasta dos semanas de duración.',
      description:
        'Un pegamento de secado rápido y calidad profesional con un pincel fino para repartirlo de forma uniforme.\n\nSujeta las uñas press-on hasta 14 días. Frasco de 7 g, suficiente para unos seis sets completos.',
    },
    fr: {
      name: 'Colle à ongles avec pinceau 7 g',
      shortDescription: 'Une colle de qualité salon avec pinceau : jusqu’à deux semaines de tenue.',
      description:
        'Une colle de qualité salon à prise rapide, avec un pinceau fin pour une application homogène.\n\nTient les faux ongles jusqu’à 14 jours. Flacon de 7 g, de quoi poser environ six sets complets.',
    },
    it: {
      name: 'Colla per unghie con pennello 7 g',
      shortDescription: 'Colla di qualità professionale con pennello: fino a due settimane di tenuta.',
      description:
        'Una colla professionale ad asciugatura rapida con un pennello sottile per una stesura uniforme.\n\nTiene le unghie press-on fino a 14 giorni. Flacone da 7 g, sufficiente per circa sei set completi.',
    },
    pt: {
      name: 'Cola para unhas com pincel 7 g',
      shortDescription: 'Cola de qualidade profissional com pincel: dura até duas semanas.',
      description:
        'Uma cola de secagem rápida e qualidade profissional, com pincel fino para uma aplicação uniforme.\n\nSegura as unhas press-on por até 14 dias. Frasco de 7 g, suficiente para cerca de seis kits completos.',
    },
  },
  'extra-strong-nail-glue-2-pack': {
    de: {
      name: 'Extrastarker Nagelkleber (2er-Pack)',
      shortDescription: 'Zwei Fläschchen unseres langlebigsten Klebers.',
      description:
        'Unsere stärkste Formel für lange Haltbarkeit und aktive Hände.\n\nZwei Fläschchen à 3 g mit Präzisionsdüse.',
    },
    es: {
      name: 'Pegamento extrafuerte para uñas (pack de 2)',
      shortDescription: 'Dos frascos de nuestro pegamento más duradero.',
      description:
        'Nuestra fórmula más fuerte, para una larga duración y manos activas.\n\nDos frascos de 3 g con boquilla de precisión.',
    },
    fr: {
      name: 'Colle à ongles extra-forte (lot de 2)',
      shortDescription: 'Deux flacons de notre colle la plus tenace.',
      description:
        'Notre formule la plus forte, pour une longue tenue et des mains actives.\n\nDeux flacons de 3 g avec embout de précision.',
    },
    it: {
      name: 'Colla per unghie extra forte (confezione da 2)',
      shortDescription: 'Due flaconi della nostra colla più resistente.',
      description:
        'La nostra formula più forte, per una lunga tenuta e mani sempre in movimento.\n\nDue flaconi da 3 g con beccuccio di precisione.',
    },
    pt: {
      name: 'Cola extraforte para unhas (kit com 2)',
      shortDescription: 'Dois frascos da nossa cola mais duradoura.',
      description:
        'Nossa fórmula mais forte, para longa duração e mãos ativas.\n\nDois frascos de 3 g com bico de precisão.',
    },
  },
  'glue-pen-precision-tip': {
    de: {
      name: 'Klebestift mit Präzisionsspitze',
      shortDescription: 'Kleber ohne Kleckern im Klickstift.',
      description:
        'Ein Klickstift, der genau den richtigen Tropfen Kleber abgibt – für schnelle Reparaturen unterwegs.',
    },
    es: {
      name: 'Bolígrafo de pegamento con punta de precisión',
      shortDescription: 'Pegamento sin manchas en un bolígrafo de clic.',
      description:
        'Un bolígrafo de clic que suelta la gota justa de pegamento, para arreglos rápidos fuera de casa.',
    },
    fr: {
      name: 'Stylo de colle à embout de précision',
      shortDescription: 'De la colle sans bavure, dans un stylo à clic.',
      description:
        'Un stylo à clic qui dépose juste la bonne goutte de colle, pour les retouches express en déplacement.',
    },
    it: {
      name: 'Penna colla con punta di precisione',
      shortDescription: 'Colla senza sbavature in una penna a scatto.',
      description:
        'Una penna a scatto che rilascia la goccia di colla giusta, per ritocchi veloci fuori casa.',
    },
    pt: {
      name: 'Caneta de cola com ponta de precisão',
      shortDescription: 'Cola sem sujeira numa caneta de clique.',
      description: 'Uma caneta de clique que libera a gota certa de cola, para reparos rápidos fora de casa.',
    },
  },
  'double-sided-adhesive-tabs': {
    de: {
      name: 'Doppelseitige Klebepads (240 Stück)',
      shortDescription: 'Schonender Halt für ein paar Tage – und wiederverwendbare Nägel.',
      description:
        'Gel-Klebepads in 12 Größen. Perfekt für einen Wochenend-Look und um deine Lieblingssets wiederzuverwenden.\n\n240 Pads auf 10 Bögen.',
    },
    es: {
      name: 'Adhesivos de doble cara (240 uds.)',
      shortDescription: 'Sujeción sin daños durante unos días, y uñas reutilizables.',
      description:
        'Adhesivos de gel en 12 tamaños. Perfectos para un look de fin de semana y para reutilizar tus sets favoritos.\n\n240 adhesivos en 10 hojas.',
    },
    fr: {
      name: 'Pastilles adhésives double face (240 pièces)',
      shortDescription: 'Une tenue sans abîmer l’ongle pendant quelques jours, et des ongles réutilisables.',
      description:
        'Pastilles adhésives en gel en 12 tailles. Parfaites pour un look du week-end et pour réutiliser vos sets préférés.\n\n240 pastilles sur 10 planches.',
    },
    it: {
      name: 'Adesivi biadesivi per unghie (240 pz)',
      shortDescription: 'Tenuta delicata per qualche giorno, e unghie riutilizzabili.',
      description:
        'Adesivi in gel in 12 misure. Perfetti per un look da weekend e per riutilizzare i tuoi set preferiti.\n\n240 adesivi su 10 fogli.',
    },
    pt: {
      name: 'Adesivos dupla face para unhas (240 un.)',
      shortDescription: 'Fixação sem danos por alguns dias, e unhas reutilizáveis.',
      description:
        'Adesivos de gel em 12 tamanhos. Perfeitos para um visual de fim de semana e para reutilizar seus kits favoritos.\n\n240 adesivos em 10 cartelas.',
    },
  },
  'clear-jelly-tabs': {
    de: {
      name: 'Transparente Gel-Klebepads (120 Stück)',
      shortDescription: 'Dünne, klare Pads, die unter transparenten Nägeln unsichtbar bleiben.',
      description:
        'Ultradünne, klare Gel-Klebepads für transparente Sets und French-Nägel.\n\n120 Pads in 12 Größen.',
    },
    es: {
      name: 'Adhesivos de gel transparentes (120 uds.)',
      shortDescription: 'Adhesivos finos y transparentes que desaparecen bajo las uñas translúcidas.',
      description:
        'Adhesivos de gel ultrafinos y transparentes para sets translúcidos y de manicura francesa.\n\n120 adhesivos en 12 tamaños.',
    },
    fr: {
      name: 'Pastilles gel transparentes (120 pièces)',
      shortDescription:
        'Des pastilles fines et transparentes qui disparaissent sous les ongles translucides.',
      description:
        'Pastilles gel ultrafines et transparentes pour les sets translucides et French.\n\n120 pastilles en 12 tailles.',
    },
    it: {
      name: 'Adesivi in gel trasparenti (120 pz)',
      shortDescription: 'Adesivi sottili e trasparenti che spariscono sotto le unghie trasparenti.',
      description:
        'Adesivi in gel ultrasottili e trasparenti per set trasparenti e french.\n\n120 adesivi in 12 misure.',
    },
    pt: {
      name: 'Adesivos de gel transparentes (120 un.)',
      shortDescription: 'Adesivos finos e transparentes que somem sob unhas translúcidas.',
      description:
        'Adesivos de gel ultrafinos e transparentes para kits translúcidos e de francesinha.\n\n120 adesivos em 12 tamanhos.',
    },
  },
  'nail-prep-kit': {
    de: {
      name: 'Vorbereitungsset: Feile, Buffer & Nagelhautschieber',
      shortDescription: 'Alles, um die Naturnägel für einen perfekten Sitz vorzubereiten.',
      description:
        'Eine 100/180-Feile, ein Polierblock, ein Nagelhautschieber aus Stahl und zwei Vorbereitungspads.\n\nGut vorbereitete Nägel halten Press-ons doppelt so lange.',
    },
    es: {
      name: 'Kit de preparación: lima, pulidor y empujador de cutículas',
      shortDescription: 'Todo para preparar las uñas naturales y lograr un ajuste perfecto.',
      description:
        'Una lima 100/180, un bloque pulidor, un empujador de cutículas de acero y dos toallitas de preparación.\n\nLas uñas bien preparadas sujetan las press-on el doble de tiempo.',
    },
    fr: {
      name: 'Kit de préparation : lime, polissoir et repousse-cuticules',
      shortDescription: 'Tout pour préparer les ongles naturels et obtenir une pose parfaite.',
      description:
        'Une lime 100/180, un bloc polissoir, un repousse-cuticules en acier et deux lingettes de préparation.\n\nDes ongles bien préparés gardent les press-on deux fois plus longtemps.',
    },
    it: {
      name: 'Kit di preparazione: lima, buffer e spingicuticole',
      shortDescription: 'Tutto per preparare le unghie naturali a una tenuta perfetta.',
      description:
        'Una lima 100/180, un blocchetto buffer, uno spingicuticole in acciaio e due salviette di preparazione.\n\nLe unghie ben preparate tengono le press-on il doppio del tempo.',
    },
    pt: {
      name: 'Kit de preparação: lixa, polidor e empurrador de cutículas',
      shortDescription: 'Tudo para preparar as unhas naturais para um encaixe perfeito.',
      description:
        'Uma lixa 100/180, um bloco polidor, um empurrador de cutículas de aço e dois lenços de preparação.\n\nUnhas bem preparadas seguram as press-on pelo dobro do tempo.',
    },
  },
  'alcohol-prep-pads': {
    de: {
      name: 'Alkohol-Vorbereitungspads (50 Stück)',
      shortDescription: 'Entfetten die Nagelplatte für besseren Halt.',
      description: 'Einzeln verpackte Isopropyl-Pads, die vor dem Auftragen Fett und Öle entfernen.',
    },
    es: {
      name: 'Toallitas de alcohol para preparar (50 uds.)',
      shortDescription: 'Deshidratan la uña para una unión más fuerte.',
      description:
        'Toallitas de isopropanol envasadas una a una que eliminan la grasa antes de la aplicación.',
    },
    fr: {
      name: 'Lingettes de préparation à l’alcool (50 pièces)',
      shortDescription: 'Elles déshydratent l’ongle pour une meilleure adhérence.',
      description:
        'Lingettes à l’isopropanol emballées individuellement, qui éliminent le gras avant la pose.',
    },
    it: {
      name: 'Salviette all’alcol per la preparazione (50 pz)',
      shortDescription: 'Disidratano la lamina per un’adesione più forte.',
      description:
        'Salviette all’alcol isopropilico confezionate singolarmente, che eliminano il sebo prima dell’applicazione.',
    },
    pt: {
      name: 'Lenços de álcool para preparação (50 un.)',
      shortDescription: 'Desidratam a unha para uma aderência mais forte.',
      description:
        'Lenços de álcool isopropílico embalados um a um, que removem a oleosidade antes da aplicação.',
    },
  },
  'removal-kit-cuticle-oil': {
    de: {
      name: 'Entfernungsset mit Nagelhautöl',
      shortDescription: 'Sanftes Entfernen, das deine Naturnägel gesund hält.',
      description:
        'Ein Holzstäbchen, eine Einweichschale und pflegendes Nagelhautöl zum schonenden Entfernen.',
    },
    es: {
      name: 'Kit de retirada con aceite de cutículas',
      shortDescription: 'Una retirada suave que mantiene sanas tus uñas naturales.',
      description:
        'Un palito de madera, un cuenco para remojar y aceite nutritivo para cutículas, para retirarlas sin daños.',
    },
    fr: {
      name: 'Kit de dépose avec huile à cuticules',
      shortDescription: 'Une dépose en douceur qui préserve vos ongles naturels.',
      description:
        'Un bâtonnet en bois, un bol de trempage et une huile nourrissante pour cuticules, pour déposer sans abîmer.',
    },
    it: {
      name: 'Kit di rimozione con olio per cuticole',
      shortDescription: 'Una rimozione delicata che mantiene sane le unghie naturali.',
      description:
        'Un bastoncino di legno, una ciotola per l’ammollo e olio nutriente per cuticole, per rimuovere senza danni.',
    },
    pt: {
      name: 'Kit de remoção com óleo para cutículas',
      shortDescription: 'Remoção suave que mantém suas unhas naturais saudáveis.',
      description:
        'Um palito de madeira, uma tigela de imersão e óleo nutritivo para cutículas, para remover sem danos.',
    },
  },
  'nail-sizing-kit': {
    de: {
      name: 'Nagelgrößen-Set (120 Tips zum Anprobieren)',
      shortDescription: 'Finde deine perfekte Größe, bevor du ein individuelles Set bestellst.',
      description:
        'Nummerierte Blanko-Tips in den Größen 0 bis 14, damit du die Größe jedes Fingers findest.\n\nDer Preis wird dir mit deinem ersten individuellen Set als Gutschein erstattet.',
    },
    es: {
      name: 'Kit de tallas de uñas (120 tips en blanco)',
      shortDescription: 'Encuentra tu talla perfecta antes de pedir un set a medida.',
      description:
        'Tips en blanco numerados del 0 al 14 para que encuentres la talla de cada dedo.\n\nTe devolvemos el precio en forma de cupón con tu primer set a medida.',
    },
    fr: {
      name: 'Kit de tailles d’ongles (120 capsules vierges)',
      shortDescription: 'Trouvez votre taille idéale avant de commander un set sur mesure.',
      description:
        'Des capsules vierges numérotées de 0 à 14 pour trouver la taille de chaque doigt.\n\nLe prix vous est remboursé sous forme de bon de réduction avec votre premier set sur mesure.',
    },
    it: {
      name: 'Kit misure unghie (120 tip neutre)',
      shortDescription: 'Trova la tua misura perfetta prima di ordinare un set su misura.',
      description:
        'Tip neutre numerate dalla 0 alla 14, per trovare la misura di ogni dito.\n\nIl prezzo ti viene rimborsato con un coupon sul tuo primo set su misura.',
    },
    pt: {
      name: 'Kit de tamanhos de unhas (120 tips em branco)',
      shortDescription: 'Descubra seu tamanho ideal antes de encomendar um kit personalizado.',
      description:
        'Tips em branco numeradas de 0 a 14 para você descobrir o tamanho de cada dedo.\n\nO valor volta para você como cupom no seu primeiro kit personalizado.',
    },
  },
  'printable-sizing-guide': {
    de: {
      name: 'Größentabelle zum Ausdrucken (PDF)',
      shortDescription:
        'Ausdrucken, messen, fertig: eine maßstabsgetreue Anleitung, um deine Größe zu Hause zu finden.',
      description:
        'Ein maßstabsgetreues A4-PDF mit Nagelumrissen in den Größen 0 bis 14 und einer Schritt-für-Schritt-Anleitung zum Messen.\n\nDirekt nach dem Kauf herunterladen (5 Downloads innerhalb von 30 Tagen).',
    },
    es: {
      name: 'Guía de tallas para imprimir (PDF)',
      shortDescription: 'Imprime, mide y listo: una guía a escala real para encontrar tu talla en casa.',
      description:
        'Un PDF A4 a escala real con siluetas de uñas en tallas del 0 al 14 e instrucciones de medición paso a paso.\n\nDescárgalo justo después de comprar (5 descargas en 30 días).',
    },
    fr: {
      name: 'Guide des tailles à imprimer (PDF)',
      shortDescription:
        'Imprimez, mesurez, c’est fait : un guide à l’échelle pour trouver votre taille chez vous.',
      description:
        'Un PDF A4 à l’échelle réelle avec les contours d’ongles en tailles 0 à 14 et des instructions de mesure pas à pas.\n\nÀ télécharger dès la commande validée (5 téléchargements sous 30 jours).',
    },
    it: {
      name: 'Guida alle misure da stampare (PDF)',
      shortDescription: 'Stampa, misura, fatto: una guida in scala reale per trovare la tua misura a casa.',
      description:
        'Un PDF A4 in scala reale con le sagome delle unghie nelle misure da 0 a 14 e istruzioni passo passo per misurare.\n\nScaricala subito dopo l’acquisto (5 download entro 30 giorni).',
    },
    pt: {
      name: 'Guia de tamanhos para imprimir (PDF)',
      shortDescription: 'Imprima, meça e pronto: um guia em escala real para descobrir seu tamanho em casa.',
      description:
        'Um PDF A4 em escala real com contornos de unhas nos tamanhos de 0 a 14 e instruções de medição passo a passo.\n\nBaixe logo após a compra (5 downloads em até 30 dias).',
    },
  },
  'digital-gift-card-25': {
    de: {
      name: 'Digitaler Geschenkgutschein 25 €',
      shortDescription: 'Sofort per E-Mail: das einfachste Geschenk für Nagel-Fans.',
      description:
        'Ein Gutschein über 25 €, per E-Mail zugestellt und 12 Monate lang für alle Sets und jedes Zubehör gültig.',
    },
    es: {
      name: 'Tarjeta regalo digital de 25 €',
      shortDescription: 'Enviada al instante por email: el regalo más fácil para las amantes de las uñas.',
      description:
        'Una tarjeta regalo de 25 € enviada por email, válida durante 12 meses en todos los sets y accesorios.',
    },
    fr: {
      name: 'Carte cadeau numérique de 25 €',
      shortDescription: 'Envoyée aussitôt par e-mail : le cadeau le plus simple pour les fans d’ongles.',
      description:
        'Une carte cadeau de 25 € envoyée par e-mail, valable 12 mois sur tous les sets et accessoires.',
    },
    it: {
      name: 'Carta regalo digitale da 25 €',
      shortDescription: 'Inviata subito via email: il regalo più facile per chi ama le unghie.',
      description:
        'Una carta regalo da 25 € inviata via email, valida 12 mesi su tutti i set e gli accessori.',
    },
    pt: {
      name: 'Vale-presente digital de 25 €',
      shortDescription: 'Enviado na hora por e-mail: o presente mais fácil para quem ama unhas.',
      description:
        'Um vale-presente de 25 € enviado por e-mail, válido por 12 meses em todos os kits e acessórios.',
    },
  },
  'digital-gift-card-50': {
    de: {
      name: 'Digitaler Geschenkgutschein 50 €',
      shortDescription: 'Sofort per E-Mail: genug für drei Sets.',
      description:
        'Ein Gutschein über 50 €, per E-Mail zugestellt und 12 Monate lang für alle Sets und jedes Zubehör gültig.',
    },
    es: {
      name: 'Tarjeta regalo digital de 50 €',
      shortDescription: 'Enviada al instante por email: da para tres sets.',
      description:
        'Una tarjeta regalo de 50 € enviada por email, válida durante 12 meses en todos los sets y accesorios.',
    },
    fr: {
      name: 'Carte cadeau numérique de 50 €',
      shortDescription: 'Envoyée aussitôt par e-mail : de quoi s’offrir trois sets.',
      description:
        'Une carte cadeau de 50 € envoyée par e-mail, valable 12 mois sur tous les sets et accessoires.',
    },
    it: {
      name: 'Carta regalo digitale da 50 €',
      shortDescription: 'Inviata subito via email: basta per tre set.',
      description:
        'Una carta regalo da 50 € inviata via email, valida 12 mesi su tutti i set e gli accessori.',
    },
    pt: {
      name: 'Vale-presente digital de 50 €',
      shortDescription: 'Enviado na hora por e-mail: dá para três kits.',
      description:
        'Um vale-presente de 50 € enviado por e-mail, válido por 12 meses em todos os kits e acessórios.',
    },
  },
  'pro-led-nail-lamp': {
    de: {
      name: 'Profi-LED-Nagellampe (bei unserem Partner)',
      shortDescription: 'Härtet Gel-Top-Coats auf deinen Press-ons in 30 Sekunden.',
      description: 'Eine 48-W-LED-Lampe, verkauft und versendet von unserem Partner.',
      buttonText: 'Bei unserem Partner kaufen',
    },
    es: {
      name: 'Lámpara LED profesional para uñas (en nuestra tienda asociada)',
      shortDescription: 'Cura el top coat de gel de tus press-on en 30 segundos.',
      description: 'Una lámpara LED de 48 W vendida y enviada por nuestra tienda asociada.',
      buttonText: 'Comprar en nuestra tienda asociada',
    },
    fr: {
      name: 'Lampe LED pro pour ongles (chez notre partenaire)',
      shortDescription: 'Catalyse le top coat gel de vos press-on en 30 secondes.',
      description: 'Une lampe LED de 48 W vendue et expédiée par notre partenaire.',
      buttonText: 'Acheter chez notre partenaire',
    },
    it: {
      name: 'Lampada LED professionale per unghie (dal nostro partner)',
      shortDescription: 'Catalizza il top coat in gel delle tue press-on in 30 secondi.',
      description: 'Una lampada LED da 48 W venduta e spedita dal nostro partner.',
      buttonText: 'Acquista dal nostro partner',
    },
    pt: {
      name: 'Cabine LED profissional para unhas (no nosso parceiro)',
      shortDescription: 'Seca o top coat em gel das suas press-on em 30 segundos.',
      description: 'Uma cabine LED de 48 W vendida e enviada pelo nosso parceiro.',
      buttonText: 'Comprar no nosso parceiro',
    },
  },
  'nail-art-masterclass': {
    de: {
      name: 'Nail-Art-Masterclass (Onlinekurs)',
      shortDescription: 'Lerne zu Hause, French Tips, Chrome und Ombré zu malen.',
      description: 'Zwölf Videolektionen unserer Chefdesignerin, angeboten von unserem Kurspartner.',
      buttonText: 'Jetzt anmelden',
    },
    es: {
      name: 'Masterclass de nail art (curso online)',
      shortDescription: 'Aprende a pintar francesas, cromados y ombré en casa.',
      description:
        'Doce lecciones en vídeo de nuestra diseñadora principal, en la plataforma de nuestro socio.',
      buttonText: 'Inscribirme ahora',
    },
    fr: {
      name: 'Masterclass nail art (cours en ligne)',
      shortDescription: 'Apprenez à peindre French, chrome et ombré chez vous.',
      description:
        'Douze leçons vidéo de notre designer principale, proposées par notre partenaire de formation.',
      buttonText: 'Je m’inscris',
    },
    it: {
      name: 'Masterclass di nail art (corso online)',
      shortDescription: 'Impara a dipingere french, cromo e ombré a casa.',
      description:
        'Dodici videolezioni della nostra designer principale, ospitate dal nostro partner per i corsi.',
      buttonText: 'Iscriviti ora',
    },
    pt: {
      name: 'Masterclass de nail art (curso online)',
      shortDescription: 'Aprenda a pintar francesinha, cromado e ombré em casa.',
      description: 'Doze videoaulas da nossa designer principal, oferecidas pelo nosso parceiro de cursos.',
      buttonText: 'Inscreva-se agora',
    },
  },
  'cuticle-oil-pen': {
    de: {
      name: 'Nagelhautöl-Stift',
      shortDescription: 'Pflegendes Öl im Pinselstift, drei Düfte.',
      description: 'Jojoba- und Vitamin-E-Öl halten die Nagelhaut zwischen zwei Sets geschmeidig.',
    },
    es: {
      name: 'Bolígrafo de aceite para cutículas',
      shortDescription: 'Aceite nutritivo en un bolígrafo con pincel, en tres aromas.',
      description: 'El aceite de jojoba y la vitamina E mantienen suaves las cutículas entre un set y otro.',
    },
    fr: {
      name: 'Stylo huile à cuticules',
      shortDescription: 'Une huile nourrissante en stylo pinceau, trois parfums.',
      description: 'L’huile de jojoba et la vitamine E gardent les cuticules souples entre deux sets.',
    },
    it: {
      name: 'Penna olio per cuticole',
      shortDescription: 'Olio nutriente in una penna con pennellino, in tre profumi.',
      description: 'Olio di jojoba e vitamina E mantengono morbide le cuticole tra un set e l’altro.',
    },
    pt: {
      name: 'Caneta de óleo para cutículas',
      shortDescription: 'Óleo nutritivo numa caneta com pincel, em três aromas.',
      description: 'Óleo de jojoba e vitamina E mantêm as cutículas macias entre um kit e outro.',
    },
  },
};
