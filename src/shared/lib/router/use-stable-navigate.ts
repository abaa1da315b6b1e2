import { useCallback, useLayoutEffect, useRef } from 'react';
import { useNavigate, type NavigateFunction, type NavigateOptions, type To } from 'react-router-dom';

/**
 * `useNavigate` with one identity for the component's life. The declarative router's navigate changes with every
 * path (it resolves relative paths against it); memos and effects that hold it (the shell context every screen reads,
 * a list's row actions) would be made again on every navigation. The app navigates to absolute paths only.
 */
export function useStableNavigate(): NavigateFunction {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  });
  const stable = useCallback(
    (to: To | number, options?: NavigateOptions) =>
      typeof to === 'number' ? latest.current(to) : latest.current(to, options),
    [],
  );
  return stable as NavigateFunction;
}
