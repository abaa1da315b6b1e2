import { LoadingOutlined, RightOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { useState } from 'react';
import { userMessageOf } from '@/shared/lib/errors';
import styles from './LoginSteps.module.css';

export interface Choice {
  id: string;
  title: string;
  description: string;
}

interface ChoiceListProps {
  label: string;
  choices: Choice[];
  onPick: (id: string) => Promise<void>;
}

/** A list to pick one from (enterprise or account): one click sends it; a failure is shown above the list. */
export function ChoiceList({ label, choices, onPick }: ChoiceListProps) {
  const [picking, setPicking] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);

  const pick = async (id: string) => {
    setPicking(id);
    setFailure(undefined);
    try {
      await onPick(id);
    } catch (error) {
      setFailure(userMessageOf(error));
    } finally {
      setPicking(undefined);
    }
  };

  return (
    <>
      {failure && <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 16 }} />}
      <ul className={styles.choices} aria-label={label}>
        {choices.map((choice) => (
          <li key={choice.id}>
            <button
              type="button"
              className={styles.choice}
              disabled={picking !== undefined}
              onClick={() => void pick(choice.id)}
            >
              <span className={styles.avatar} aria-hidden="true">
                {choice.title.slice(0, 1)}
              </span>
              <span className={styles.choiceText}>
                <span className={styles.choiceTitle}>{choice.title}</span>
                <span className={styles.choiceDescription}>{choice.description}</span>
              </span>
              <span className={styles.arrow} aria-hidden="true">
                {picking === choice.id ? <LoadingOutlined /> : <RightOutlined />}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
