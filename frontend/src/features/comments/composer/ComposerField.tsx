import type { ComponentPropsWithoutRef, Ref } from 'react';

import { segments, type ComposerValue } from './composer-value';
import classes from './ComposerField.module.css';

interface ComposerFieldProps extends Omit<ComponentPropsWithoutRef<'textarea'>, 'value' | 'className'> {
  value: ComposerValue;
  textareaRef: Ref<HTMLTextAreaElement>;
}

/** The editing area: a plain textarea over a mirror of its text that shows mentions as chips. */
export function ComposerField({ value, textareaRef, ...textareaProps }: ComposerFieldProps) {
  return (
    <div className={classes.scroller}>
      <div className={classes.layers}>
        <div className={classes.mirror} aria-hidden>
          {segments(value).map((part) =>
            part.kind === 'text' ? (
              part.text
            ) : (
              <span key={part.mention.start} className={classes.chip}>
                {value.text.slice(part.mention.start, part.mention.end)}
              </span>
            ),
          )}
          {/* A last empty line needs a character to take up its height. */}
          {value.text.endsWith('\n') || value.text === '' ? '\u200b' : null}
        </div>
        <textarea ref={textareaRef} className={classes.input} value={value.text} {...textareaProps} />
      </div>
    </div>
  );
}
