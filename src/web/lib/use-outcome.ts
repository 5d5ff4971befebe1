import { useCallback } from "react";
import { useErrorMessage } from "./api-error-message";
import { notifyError, notifySuccess } from "./notify";

/**
 * A mutation's callbacks that tell the user how it went: on success the `done` note, then `after`
 * (close the dialog); on failure the error in the page language.
 */
export function useOutcome() {
  const message = useErrorMessage();
  return useCallback(
    (done: string, after?: () => void) => ({
      onSuccess: () => {
        notifySuccess(done);
        after?.();
      },
      onError: (error: unknown) => notifyError(message(error)),
    }),
    [message],
  );
}
