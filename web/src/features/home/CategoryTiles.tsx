import { graphql, useFragment } from 'react-relay';
import type { CategoryTiles_categories$key } from '../../__generated__/CategoryTiles_categories.graphql.ts';
import { AppLink } from '../../lib/AppLink.tsx';
import { Img } from '../../lib/Img.tsx';
import styles from './Home.module.css';

/** Category tiles with their images and product counts (home, /categories). */
export function CategoryTiles({ categoriesRef }: { categoriesRef: CategoryTiles_categories$key }) {
  const connection = useFragment(
    graphql`
      fragment CategoryTiles_categories on RootQueryToProductCategoryConnection {
        nodes {
          id
          slug
          name
          count
          image {
            sourceUrl(size: MEDIUM)
          }
        }
      }
    `,
    categoriesRef,
  );
  return (
    <ul className={styles.tiles}>
      {connection.nodes.map((category) => (
        <li key={category.id}>
          <AppLink to={`/product-category/${category.slug ?? ''}`} className={styles.tile}>
            <Img source={category.image?.sourceUrl} width={220} height={220} alt="" loading="lazy" />
            <span className={styles.tileName}>{category.name}</span>
            <span className={styles.tileCount}>{category.count}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
