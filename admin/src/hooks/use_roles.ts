/** The roles a user can be given, loaded once per screen. */
import { useEffect, useState } from "react";
import type { ApiErrorItem } from "../../../lib/content/errors.ts";
import { errorsOf } from "../api/client.ts";
import type { Role } from "../api/types.ts";
import { listRoles } from "../api/users.ts";

export function useRoles(enabled = true): { roles: Role[] | null; errors: ApiErrorItem[] } {
  const [roles, setRoles] = useState<Role[] | null>(null);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  useEffect(() => {
    if (!enabled || roles) return;
    let cancelled = false;
    listRoles().then(
      (loaded) => !cancelled && setRoles(loaded),
      (err) => !cancelled && setErrors(errorsOf(err)),
    );
    return () => {
      cancelled = true;
    };
  }, [enabled, roles]);
  return { roles, errors };
}
