/** Calls that may answer with a value or a promise; a failure (thrown or rejected) goes to `onError`. */
export function runAction(action: () => unknown, onError: (error: unknown) => void): void {
  try {
    const result = action();
    if (result instanceof Promise) result.catch(onError);
  } catch (error) {
    onError(error);
  }
}
