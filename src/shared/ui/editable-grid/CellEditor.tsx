import { Select } from 'antd';
import { useState, type KeyboardEvent } from 'react';
import type { SearchOption } from '@/shared/lib/table-query';
import styles from './EditableGrid.module.css';

/** Where the cursor goes after a commit. */
export type Move = 'down' | 'up' | 'right' | 'left' | 'stay';

export interface CellEditorProps {
  kind: 'text' | 'number' | 'date' | 'select';
  label: string;
  /** What the input starts with: the typed character that started the edit, or the cell's value (F2). */
  initial: string;
  /** Started by typing: the arrows leave the cell; started by F2 or a double click: they move the caret. */
  typed: boolean;
  options: readonly SearchOption[];
  /** Tries the text (or a chosen value); says why not when the cell cannot take it. */
  commit: (input: { text: string } | { value: string }, move: Move) => string | undefined;
  cancel: () => void;
}

const MOVES: Record<string, Move> = { Enter: 'down', Tab: 'right' };

/**
 * The input of the cell being edited. What is typed stays here (no other cell re-renders on a keystroke) until
 * Enter, Tab or an arrow commits it; Esc puts the cell back. A value the cell cannot take keeps the editor open with
 * the reason under it: nothing typed is lost.
 */
export function CellEditor({ kind, label, initial, typed, options, commit, cancel }: CellEditorProps) {
  const [text, setText] = useState(initial);
  const [refusal, setRefusal] = useState<string>();
  const tryCommit = (input: { text: string } | { value: string }, move: Move) => setRefusal(commit(input, move));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter and the arrows pick a candidate while an input method composes: they are not the grid's.
    if (event.nativeEvent.isComposing) return;
    const { key, shiftKey, currentTarget } = event;
    let move: Move | undefined = MOVES[key];
    if (key === 'Tab' && shiftKey) move = 'left';
    if (key === 'Enter' && shiftKey) move = 'up';
    if (typed && key === 'ArrowLeft' && currentTarget.selectionStart === 0) move = 'left';
    if (typed && key === 'ArrowRight' && currentTarget.selectionEnd === currentTarget.value.length) move = 'right';
    if (key === 'ArrowDown') move = 'down';
    if (key === 'ArrowUp') move = 'up';
    if (key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      cancel();
      return;
    }
    if (!move) return;
    event.preventDefault();
    event.stopPropagation();
    tryCommit({ text }, move);
  };

  if (kind === 'select') {
    return (
      <Select
        className={styles.editor}
        aria-label={label}
        autoFocus
        defaultOpen
        showSearch={{ optionFilterProp: 'label', searchValue: text, onSearch: setText }}
        value={options.some((o) => String(o.value) === initial) ? initial : undefined}
        options={options.map((o) => ({ label: o.title, value: String(o.value) }))}
        // A choice keeps the cell (Enter on it then moves down): picking with the mouse on the last line must not
        // open a new, half-filled line.
        onChange={(value: string) => tryCommit({ value }, 'stay')}
        onInputKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            cancel();
          }
          if (event.key === 'Tab') {
            event.preventDefault();
            event.stopPropagation();
            tryCommit({ text }, event.shiftKey ? 'left' : 'right');
          }
        }}
        onBlur={() => cancel()}
        status={refusal ? 'error' : undefined}
      />
    );
  }
  return (
    <>
      <input
        className={styles.editor}
        aria-label={label}
        aria-invalid={refusal ? true : undefined}
        autoFocus
        inputMode={kind === 'number' ? 'decimal' : undefined}
        placeholder={kind === 'date' ? '2026-12-01' : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setRefusal(undefined);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => tryCommit({ text }, 'stay')}
      />
      {refusal && (
        <div role="alert" className={styles.refusal}>
          {refusal}
        </div>
      )}
    </>
  );
}

/**
 * The active cell's way in for typing: a transparent input holding the focus, so that an input method (拼音, 五笔)
 * composes in it as in any field. What it composes, or text put in without keys, starts the edit with that text.
 */
export function TypeCatcher({ label, onText }: { label: string; onText: (text: string) => void }) {
  const [composing, setComposing] = useState(false);
  return (
    <input
      className={composing ? styles.editor : styles.catcher}
      aria-label={label}
      autoComplete="off"
      onCompositionStart={() => setComposing(true)}
      onCompositionEnd={(event) => {
        setComposing(false);
        if (event.currentTarget.value) onText(event.currentTarget.value);
      }}
      onChange={(event) => {
        if (!composing && event.target.value) onText(event.target.value);
      }}
    />
  );
}
