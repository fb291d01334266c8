import styles from './Filters.module.css';

export interface CheckboxOption {
  slug: string;
  name: string;
  count: number;
  /** Its level in a tree (categories): indented by it. */
  depth?: number;
}

interface Props {
  legend: string;
  name: string;
  options: readonly CheckboxOption[];
  selected: readonly string[];
  onToggle(slug: string): void;
}

/** A multi-choice filter (categories, attribute terms), each option with its product count. */
export function CheckboxGroup({ legend, name, options, selected, onToggle }: Props) {
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.slug} className={styles.option} data-depth={option.depth ?? 0}>
          <input
            type="checkbox"
            name={name}
            value={option.slug}
            checked={selected.includes(option.slug)}
            onChange={() => onToggle(option.slug)}
          />
          <span>{option.name}</span>
          <span className={styles.count}>({option.count})</span>
        </label>
      ))}
    </fieldset>
  );
}
