import { useState, type ImgHTMLAttributes } from 'react';
import { placeholderImage, responsiveImage } from './images.ts';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  source: string | null | undefined;
  width: number;
  height?: number;
};

/**
 * An optimised image (webp 1x/2x through /_ipx/, width and height set). If the optimiser fails
 * the original is shown, and if that fails too, the placeholder (behaviour §9).
 */
export function Img({ source, width, height, alt, ...rest }: Props) {
  const [attempt, setAttempt] = useState(0);
  const optimised = responsiveImage(source, width, height);
  const attributes =
    attempt === 0
      ? optimised
      : attempt === 1 && source
        ? { src: source, width: optimised.width, height: optimised.height }
        : { src: placeholderImage, width: optimised.width, height: optimised.height };
  return (
    <img
      {...rest}
      {...attributes}
      alt={alt ?? ''}
      onError={() => setAttempt((value) => (value < 2 ? value + 1 : value))}
    />
  );
}
