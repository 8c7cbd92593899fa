/**
 * `fn` at most once per `ms`: the first call runs at once, calls during the wait are folded into one
 * more run at its end (so the last position is always seen). `cancel` drops a pending run.
 */
export function throttle(fn: () => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;
  const release = () => {
    timer = undefined;
    if (!pending) return;
    pending = false;
    fn();
    timer = setTimeout(release, ms);
  };
  const throttled = () => {
    if (timer) {
      pending = true;
      return;
    }
    fn();
    timer = setTimeout(release, ms);
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = false;
  };
  return throttled;
}
