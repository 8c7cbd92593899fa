import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "../../../config/paths";
import { useCurrentProfile } from "../../../lib/accounts/current-profile-context";
import { storageKeys } from "../../../lib/storage-keys";
import { reconnectRequest } from "../manage/reconnect-request";

/**
 * The invalid-account flow (spec 000 §2.2): the first time the current account is INVALID, the flag
 * is set and the user goes to /settings, where the reconnect dialog opens. The flag holds that
 * account's tokenId and is cleared once the account is valid again, so a later failure is told too.
 */
export function InvalidAccountRedirect() {
  const { account } = useCurrentProfile();
  const navigate = useNavigate();

  useEffect(() => {
    if (!account) return;
    const key = storageKeys.invalidAccountSeen();
    const seen = window.localStorage.getItem(key) === String(account.tokenId);
    if (account.state === "VALID") {
      if (seen) window.localStorage.removeItem(key);
    } else if (!seen) {
      window.localStorage.setItem(key, String(account.tokenId));
      navigate(paths.settings, { state: reconnectRequest });
    }
  }, [account, navigate]);

  return null;
}
