import { useId, type ReactNode } from 'react';
import './Segmented.css';

interface SegmentedProps<T extends string> {
  /** names the group for assistive technology */
  label: string;
  value: T;
  options: readonly { value: T; label: ReactNode }[];
  onChange: (value: T) => void;
  /** the place's own class on the track (its size in a row); its look through the custom properties of Segmented.css */
  className?: string;
}

/**
 * One of a few views of a list (today / 7 days / all time): native radio buttons, so the group is a real
 * radio group that arrow keys move through. The UI kit's control nests radios in a listbox of options, which
 * assistive technology cannot make sense of.
 */
export function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: SegmentedProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={className ? `segmented ${className}` : 'segmented'}>
      {options.map((option) => (
        <label key={option.value} className="segmented-item">
          <input
            type="radio"
            className="segmented-input"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span className="segmented-label">{option.label}</span>
        </label>
      ))}
    </div>
  );
}
