import type { LocalizedContent } from '../InfoPage.tsx';

export const tutorials: LocalizedContent = {
  en: {
    intro:
      'Everything you need for a flawless set: how to apply your press-ons so they last, how to remove them without damage, and how to wear them again.',
    sections: [
      {
        heading: 'Application (10 minutes)',
        list: [
          'Wash your hands, push back the cuticles and lightly buff the shine off each nail.',
          'Wipe every nail with the alcohol pad so no oil is left.',
          'Lay out the set and pick a size per finger; if between two sizes, take the larger one and file the sides.',
          'For up to 3 weeks: a thin layer of glue on your nail and on the press-on. For a weekend: one adhesive tab.',
          'Press at a 45° angle from the cuticle down and hold firmly for 30 seconds. Avoid water for one hour.',
        ],
      },
      {
        heading: 'Removal (no damage)',
        list: [
          'Soak your fingertips in warm water with a little soap or cuticle oil for 10 to 15 minutes.',
          'Use the orange stick to lift gently from the side; never pull or force a nail.',
          'Buff away any glue left on your natural nail and finish with cuticle oil.',
        ],
      },
      {
        heading: 'Reuse',
        list: [
          'Scrape old glue or tab residue off the back of each press-on.',
          'Keep the set in its case, sorted by size, away from sunlight.',
          'Buff the inside lightly before the next wear so the new glue grips well.',
          'Most of our sets can be worn five times or more.',
        ],
      },
    ],
  },
  de: {
    intro:
      'Alles für ein makelloses Set: wie du deine Press-ons so aufträgst, dass sie halten, wie du sie ohne Schäden entfernst und wie du sie wieder trägst.',
    sections: [
      {
        heading: 'Auftragen (10 Minuten)',
        list: [
          'Hände waschen, Nagelhaut zurückschieben und den Glanz jedes Nagels leicht abpolieren.',
          'Jeden Nagel mit dem Alkoholpad abwischen, damit kein Fett zurückbleibt.',
          'Set auslegen und pro Finger eine Größe wählen; zwischen zwei Größen die größere nehmen und die Seiten feilen.',
          'Für bis zu 3 Wochen: eine dünne Schicht Kleber auf Naturnagel und Press-on. Fürs Wochenende: ein Klebepad.',
          'Im 45°-Winkel von der Nagelhaut aus andrücken und 30 Sekunden fest halten. Eine Stunde lang Wasser meiden.',
        ],
      },
      {
        heading: 'Entfernen (ohne Schäden)',
        list: [
          'Fingerspitzen 10 bis 15 Minuten in warmem Wasser mit etwas Seife oder Nagelöl einweichen.',
          'Mit dem Rosenholzstäbchen seitlich sanft anheben; niemals ziehen oder hebeln.',
          'Kleberreste vom Naturnagel abpolieren und mit Nagelöl pflegen.',
        ],
      },
      {
        heading: 'Wiederverwenden',
        list: [
          'Alte Kleber- oder Padreste von der Rückseite jedes Nagels entfernen.',
          'Das Set nach Größen sortiert in seiner Box und vor Sonne geschützt aufbewahren.',
          'Die Innenseite vor dem nächsten Tragen leicht anrauen, damit der Kleber gut haftet.',
          'Die meisten unserer Sets kannst du fünfmal oder öfter tragen.',
        ],
      },
    ],
  },
  es: {
    intro:
      'Todo lo que necesitas para un set impecable: cómo aplicar tus uñas press-on para que duren, cómo quitarlas sin dañar tus uñas y cómo volver a usarlas.',
    sections: [
      {
        heading: 'Aplicación (10 minutos)',
        list: [
          'Lávate las manos, empuja las cutículas y quita el brillo de cada uña con un pulidor.',
          'Limpia cada uña con la toallita de alcohol para que no quede grasa.',
          'Coloca el set y elige una talla por dedo; si dudas entre dos, elige la más grande y lima los laterales.',
          'Hasta 3 semanas: una capa fina de pegamento en tu uña y en la press-on. Para un fin de semana: un adhesivo.',
          'Presiona en un ángulo de 45° desde la cutícula y mantén 30 segundos. Evita el agua durante una hora.',
        ],
      },
      {
        heading: 'Retirada (sin daños)',
        list: [
          'Sumerge las yemas en agua tibia con un poco de jabón o aceite de cutículas durante 10 a 15 minutos.',
          'Levanta suavemente por un lado con el palito de naranjo; nunca tires ni fuerces.',
          'Pule los restos de pegamento de tu uña natural y termina con aceite de cutículas.',
        ],
      },
      {
        heading: 'Reutilización',
        list: [
          'Retira los restos de pegamento o adhesivo de la parte trasera de cada uña.',
          'Guarda el set en su estuche, ordenado por tallas y lejos del sol.',
          'Lija ligeramente el interior antes de volver a usarlas para que el pegamento agarre.',
          'La mayoría de nuestros sets se pueden usar cinco veces o más.',
        ],
      },
    ],
  },
  fr: {
    intro:
      'Tout pour un set impeccable : comment poser vos press-on pour qu’ils tiennent, comment les retirer sans abîmer vos ongles et comment les reporter.',
    sections: [
      {
        heading: 'Pose (10 minutes)',
        list: [
          'Lavez vos mains, repoussez les cuticules et matifiez légèrement chaque ongle.',
          'Essuyez chaque ongle avec la lingette à l’alcool pour retirer tout gras.',
          'Disposez le set et choisissez une taille par doigt ; entre deux tailles, prenez la plus grande et limez les côtés.',
          'Jusqu’à 3 semaines : une fine couche de colle sur l’ongle et sur le press-on. Pour un week-end : une pastille adhésive.',
          'Appuyez à 45° depuis la cuticule et maintenez 30 secondes. Évitez l’eau pendant une heure.',
        ],
      },
      {
        heading: 'Dépose (sans dommages)',
        list: [
          'Faites tremper le bout des doigts 10 à 15 minutes dans de l’eau tiède avec un peu de savon ou d’huile.',
          'Soulevez délicatement par le côté avec le bâtonnet ; ne tirez jamais.',
          'Polissez les restes de colle sur l’ongle naturel et finissez avec de l’huile à cuticules.',
        ],
      },
      {
        heading: 'Réutilisation',
        list: [
          'Grattez les restes de colle ou de pastille au dos de chaque ongle.',
          'Rangez le set dans sa boîte, trié par taille, à l’abri du soleil.',
          'Ponce légèrement l’intérieur avant la prochaine pose pour que la colle accroche.',
          'La plupart de nos sets se portent cinq fois ou plus.',
        ],
      },
    ],
  },
  it: {
    intro:
      'Tutto per un set impeccabile: come applicare le press-on perché durino, come rimuoverle senza danni e come indossarle di nuovo.',
    sections: [
      {
        heading: 'Applicazione (10 minuti)',
        list: [
          'Lava le mani, spingi indietro le cuticole e opacizza leggermente ogni unghia.',
          'Passa la salvietta all’alcol su ogni unghia per eliminare ogni traccia di grasso.',
          'Disponi il set e scegli una misura per dito; se sei a metà tra due, scegli la più grande e lima i lati.',
          'Fino a 3 settimane: un velo di colla sull’unghia e sulla press-on. Per un weekend: un biadesivo.',
          'Premi a 45° partendo dalla cuticola e tieni premuto 30 secondi. Evita l’acqua per un’ora.',
        ],
      },
      {
        heading: 'Rimozione (senza danni)',
        list: [
          'Immergi i polpastrelli in acqua tiepida con un po’ di sapone o olio per cuticole per 10-15 minuti.',
          'Solleva delicatamente dal lato con il bastoncino; non tirare mai.',
          'Elimina i residui di colla dall’unghia naturale con il buffer e finisci con l’olio per cuticole.',
        ],
      },
      {
        heading: 'Riutilizzo',
        list: [
          'Rimuovi i residui di colla o biadesivo dal retro di ogni unghia.',
          'Conserva il set nella sua custodia, diviso per misura e lontano dal sole.',
          'Opacizza leggermente l’interno prima del prossimo utilizzo perché la colla aderisca.',
          'La maggior parte dei nostri set si può indossare cinque volte o più.',
        ],
      },
    ],
  },
  pt: {
    intro:
      'Tudo para um kit impecável: como aplicar suas press-on para que durem, como removê-las sem danos e como usá-las de novo.',
    sections: [
      {
        heading: 'Aplicação (10 minutos)',
        list: [
          'Lave as mãos, empurre as cutículas e tire o brilho de cada unha com o buffer.',
          'Limpe cada unha com o lenço de álcool para não deixar oleosidade.',
          'Separe o kit e escolha um tamanho por dedo; se ficar entre dois, escolha o maior e lixe as laterais.',
          'Até 3 semanas: uma camada fina de cola na unha e na press-on. Para um fim de semana: um adesivo.',
          'Pressione em 45° a partir da cutícula e segure por 30 segundos. Evite água por uma hora.',
        ],
      },
      {
        heading: 'Remoção (sem danos)',
        list: [
          'Mergulhe as pontas dos dedos em água morna com um pouco de sabão ou óleo de cutícula por 10 a 15 minutos.',
          'Levante com cuidado pela lateral com o palito; nunca puxe ou force.',
          'Lixe os resíduos de cola da unha natural e finalize com óleo de cutícula.',
        ],
      },
      {
        heading: 'Reutilização',
        list: [
          'Raspe os resíduos de cola ou adesivo do verso de cada unha.',
          'Guarde o kit no estojo, separado por tamanho e longe do sol.',
          'Lixe levemente a parte interna antes do próximo uso para a cola aderir bem.',
          'A maioria dos nossos kits pode ser usada cinco vezes ou mais.',
        ],
      },
    ],
  },
};
