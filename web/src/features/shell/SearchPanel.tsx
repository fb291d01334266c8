import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { Drawer } from './Drawer.tsx';
import { useShell } from './ShellState.tsx';
import styles from './SearchPanel.module.css';

/** "Search Products": submitting sets the listing's search parameter and closes the panel (behaviour §2). */
export function SearchPanel() {
  const { t } = useTranslation();
  const { searchOpen, send } = useShell();
  const [text, setText] = useState('');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    send({ type: 'search.submit', query: text });
  };
  return (
    <Drawer
      id="search-panel"
      open={searchOpen}
      side="top"
      title={t('search.title')}
      closeLabel={t('search.close')}
      onClose={() => send({ type: 'search.close' })}
    >
      <form role="search" className={styles.form} onSubmit={submit}>
        <label htmlFor="search-input" className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id="search-input"
          className={`input ${styles.input}`}
          type="search"
          name="search"
          value={text}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
        />
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setText('')}
          disabled={text === ''}
        >
          {t('search.clear')}
        </button>
        <button type="submit" className="button">
          {t('search.submit')}
        </button>
      </form>
    </Drawer>
  );
}
