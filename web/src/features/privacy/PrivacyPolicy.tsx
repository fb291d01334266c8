import { graphql, useFragment } from 'react-relay';
import type { PrivacyPolicy_policy$key } from '../../__generated__/PrivacyPolicy_policy.graphql.ts';
import { PageMeta } from '../seo/PageMeta.tsx';
import infoStyles from '../info/InfoPage.module.css';
import { policyBlocks } from './policyText.ts';

/** The privacy policy page as the content service has it, in the page's language. */
export function PrivacyPolicy({ policyRef }: { policyRef: PrivacyPolicy_policy$key }) {
  const policy = useFragment(
    graphql`
      fragment PrivacyPolicy_policy on PrivacyPolicy {
        title
        intro
        body
      }
    `,
    policyRef,
  );
  return (
    <article className={`container page ${infoStyles.page}`}>
      <PageMeta title={policy.title} description={policy.intro ?? undefined} type="article" />
      <header className={infoStyles.hero}>
        <h1>{policy.title}</h1>
        {policy.intro && <p className={infoStyles.intro}>{policy.intro}</p>}
      </header>
      <div className="prose">
        {policyBlocks(policy.body).map((block, index) =>
          block.kind === 'heading' ? (
            <h2 key={index}>{block.text}</h2>
          ) : block.kind === 'list' ? (
            <ul key={index}>
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : (
            <p key={index}>{block.text}</p>
          ),
        )}
      </div>
    </article>
  );
}
