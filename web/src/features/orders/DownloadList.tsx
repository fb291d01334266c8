import { graphql, useFragment } from 'react-relay';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { DownloadList_items$key } from '../../__generated__/DownloadList_items.graphql.ts';
import { useFormat } from '../../i18n/useFormat.ts';
import styles from './Orders.module.css';

/** Downloads: name, product, downloads remaining, expiry date and the (signed) link. */
export function DownloadList({ itemsRef }: { itemsRef: DownloadList_items$key }) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const items = useFragment(
    graphql`
      fragment DownloadList_items on DownloadableItem @relay(plural: true) {
        id
        name
        url
        downloadsRemaining
        accessExpires
        product {
          name
        }
      }
    `,
    itemsRef,
  );
  if (items.length === 0) return <p>{t('account.noDownloads')}</p>;
  return (
    <table className={styles.lines}>
      <thead>
        <tr>
          <th scope="col">{t('downloads.name')}</th>
          <th scope="col">{t('order.product')}</th>
          <th scope="col">{t('downloads.remaining')}</th>
          <th scope="col">{t('downloads.expires')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('downloads.link')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <td>{item.name}</td>
            <td>{item.product?.name}</td>
            <td>
              {item.downloadsRemaining === null ||
              item.downloadsRemaining === undefined ||
              item.downloadsRemaining < 0
                ? t('downloads.unlimited')
                : item.downloadsRemaining}
            </td>
            <td>{item.accessExpires ? format.date(item.accessExpires) : t('downloads.never')}</td>
            <td>{item.url && <a href={item.url}>{t('downloads.download')}</a>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
