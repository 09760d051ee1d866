import type { ReactNode } from 'react';
import './StepList.css';

export interface Step {
  key: string;
  /** a short heading above the text, if the step has one */
  title?: ReactNode;
  text: ReactNode;
}

/** Numbered steps that explain how something works (binding a device, leading a team). */
export function StepList({ steps, className }: { steps: readonly Step[]; className?: string }) {
  return (
    <ol className={className ? `step-list ${className}` : 'step-list'}>
      {steps.map((step, index) => (
        <li key={step.key} className="step-list-item">
          <span className="step-list-number" aria-hidden>
            {index + 1}
          </span>
          <div className="step-list-body">
            {step.title ? <h3 className="step-list-title">{step.title}</h3> : null}
            <p className="step-list-text">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
