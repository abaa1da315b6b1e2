import { useSearchParams } from 'react-router-dom';
import { DEFAULT_SECTION, SETTINGS_SECTIONS, type SettingsSectionKey } from '../config/sections';

function isSectionKey(value: string | null): value is SettingsSectionKey {
  return SETTINGS_SECTIONS.some((section) => section.key === value);
}

/** The open section lives in `?tab=` so a link can open one; an unknown value opens the first. */
export function useSettingsSection(): [SettingsSectionKey, (key: SettingsSectionKey) => void] {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const current = isSectionKey(tab) ? tab : DEFAULT_SECTION;
  const open = (key: SettingsSectionKey) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', key);
        return next;
      },
      { replace: true },
    );
  return [current, open];
}
