import type { CatalogueInput } from '../../catalogue/catalogue-json.ts';
import { reviewTexts } from '../reviews-pool.ts';

type Strings = NonNullable<CatalogueInput['strings']>;
type Translations = Strings[number]['translations'];

/**
 * The seeded reviews as a shopper in each language reads them (registered strings, context
 * "review"): the demo shop's reviews were written by shoppers of every language, so a German page
 * shows them in German. Reviews shoppers write later are shown as written.
 */
const translated: Record<string, Translations> = {
  'Absolutely gorgeous, got compliments all week. They lasted 12 days with the glue.': {
    de: 'Einfach traumhaft, ich habe die ganze Woche Komplimente bekommen. Mit Nagelkleber haben sie 12 Tage gehalten.',
    es: 'Preciosas, me hicieron cumplidos toda la semana. Con pegamento me duraron 12 días.',
    fr: 'Absolument magnifiques, on m’a fait des compliments toute la semaine. Elles ont tenu 12 jours avec la colle.',
    it: 'Bellissime, ho ricevuto complimenti per tutta la settimana. Con la colla sono durate 12 giorni.',
    pt: 'Lindas demais, recebi elogios a semana inteira. Com cola, duraram 12 dias.',
  },
  'Perfect fit straight out of the box and the finish looks salon-made.': {
    de: 'Passen direkt aus der Packung perfekt, und das Finish sieht aus wie frisch aus dem Nagelstudio.',
    es: 'Me quedaron perfectas nada más sacarlas de la caja y el acabado parece de salón.',
    fr: 'Elles vont parfaitement dès la sortie de la boîte et le fini est digne d’un salon.',
    it: 'Calzano alla perfezione appena tolte dalla confezione e la finitura sembra fatta in salone.',
    pt: 'Serviram perfeitamente assim que saíram da caixa, e o acabamento parece de salão.',
  },
  'My third set from this shop and still in love. Fast shipping too!': {
    de: 'Schon mein drittes Set aus diesem Shop und ich bin immer noch verliebt. Der Versand war auch schnell!',
    es: 'Es mi tercer set de esta tienda y sigo enamorada. ¡Y el envío fue rapidísimo!',
    fr: 'Mon troisième set dans cette boutique et je suis toujours aussi conquise. La livraison est rapide, en plus.',
    it: 'È il mio terzo set di questo negozio e me ne innamoro ogni volta. Anche la spedizione è stata velocissima!',
    pt: 'Meu terceiro kit desta loja e continuo apaixonada. E a entrega foi rapidinha!',
  },
  'So easy to apply, took me ten minutes. The colour is even prettier in person.': {
    de: 'Super einfach aufzukleben, ich habe zehn Minuten gebraucht. In echt ist die Farbe sogar noch schöner.',
    es: 'Facilísimas de poner, tardé diez minutos. En persona el color es todavía más bonito.',
    fr: 'Très faciles à poser, il m’a fallu dix minutes. La couleur est encore plus jolie en vrai.',
    it: 'Facilissime da applicare, ci ho messo dieci minuti. Dal vivo il colore è ancora più bello.',
    pt: 'Muito fáceis de aplicar, levei dez minutos. Ao vivo a cor é ainda mais bonita.',
  },
  'Beautiful set. I had to file the two smallest nails a little, otherwise perfect.': {
    de: 'Wunderschönes Set. Die beiden kleinsten Nägel musste ich etwas nachfeilen, sonst perfekt.',
    es: 'Un set precioso. Tuve que limar un poco las dos uñas más pequeñas; por lo demás, perfecto.',
    fr: 'Très beau set. J’ai dû limer un peu les deux plus petits ongles, sinon c’est parfait.',
    it: 'Set bellissimo. Ho dovuto limare un po’ le due unghie più piccole, per il resto perfetto.',
    pt: 'Kit lindo. Precisei lixar um pouco as duas unhas menores; fora isso, perfeito.',
  },
  'Great quality for the price, lasted a good week with tabs.': {
    de: 'Tolle Qualität für den Preis, mit Klebepads haben sie gut eine Woche gehalten.',
    es: 'Muy buena calidad por el precio; con adhesivos me duraron una semana larga.',
    fr: 'Excellente qualité pour le prix, elles ont tenu une bonne semaine avec les pastilles adhésives.',
    it: 'Ottima qualità per il prezzo, con gli adesivi sono durate una settimana abbondante.',
    pt: 'Ótima qualidade pelo preço, com adesivos duraram uma semana inteirinha.',
  },
  'Lovely colour, a tiny bit longer than I expected but I like it.': {
    de: 'Schöne Farbe, ein kleines bisschen länger als erwartet, aber mir gefällt’s.',
    es: 'Un color precioso, un poquito más largas de lo que esperaba, pero me gustan.',
    fr: 'Jolie couleur, un tout petit peu plus longues que prévu, mais ça me plaît.',
    it: 'Colore stupendo, un pochino più lunghe di quanto mi aspettassi, ma mi piacciono.',
    pt: 'Cor linda, um pouquinho mais compridas do que eu esperava, mas gostei.',
  },
  'Pretty design but the sizes run small for me. Ordering the sizing kit next time.': {
    de: 'Hübsches Design, aber die Größen fallen bei mir zu klein aus. Nächstes Mal bestelle ich das Nagelgrößen-Set.',
    es: 'Diseño bonito, pero las tallas me quedan pequeñas. La próxima vez pediré el kit de tallas.',
    fr: 'Joli motif, mais les tailles sont un peu petites pour moi. La prochaine fois, je commande le kit de tailles.',
    it: 'Design carino, ma per me le misure sono piccole. La prossima volta ordino il kit misure.',
    pt: 'Design bonito, mas os tamanhos ficaram pequenos para mim. Da próxima vez vou pedir o kit de tamanhos.',
  },
  'Nice, though the glue that came with it was not very strong.': {
    de: 'Schön, nur der mitgelieferte Kleber hat nicht besonders gut gehalten.',
    es: 'Están bien, aunque el pegamento que venía incluido no era muy fuerte.',
    fr: 'Bien, même si la colle fournie n’était pas très forte.',
    it: 'Carine, anche se la colla inclusa non teneva granché.',
    pt: 'Bonitas, mas a cola que veio junto não era muito forte.',
  },
  'Colour was darker than the pictures.': {
    de: 'Die Farbe war dunkler als auf den Fotos.',
    es: 'El color era más oscuro que en las fotos.',
    fr: 'La couleur était plus foncée que sur les photos.',
    it: 'Il colore era più scuro rispetto alle foto.',
    pt: 'A cor era mais escura do que nas fotos.',
  },
};

/** Every seeded review text with its translations; a text of the pool without them stops the seed. */
export const reviewStrings: Strings = Object.values(reviewTexts)
  .flat()
  .map((source) => {
    const translations = translated[source];
    if (!translations) throw new Error(`No translations for the seeded review "${source}"`);
    return { context: 'review' as const, source, translations };
  });
