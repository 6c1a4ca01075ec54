import type { ComponentProps } from 'react';
import { codeCopyAttributes as attributes } from '@/config/markup';
import { usePageNeed } from '@/components/page-head/pageNeeds';
import styles from './LongFormBody.module.css';

export interface CodeBlockWords {
  copyCode: string;
  codeCopied: string;
}

/**
 * A code block of the story with its copy button, which the code copy's head script drives
 * (src/boot/codeCopy.ts): it copies the code alone, as written, and says so. Shown only where
 * the browser can copy, and never printed.
 */
export function CodeBlock({ words, ...pre }: ComponentProps<'pre'> & { words: CodeBlockWords }) {
  usePageNeed('codeCopy');
  return (
    <div className={styles.codeBlock} {...{ [attributes.codeBlock]: '' }}>
      <button
        type="button"
        className={styles.copy}
        {...{ [attributes.copy]: '', [attributes.copiedWord]: words.codeCopied }}
      >
        <span>{words.copyCode}</span>
        <span aria-hidden="true">{words.codeCopied}</span>
      </button>
      <pre {...pre} />
    </div>
  );
}
