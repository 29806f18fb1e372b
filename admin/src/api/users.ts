/** Calls of /api/ximblox/user. */
import { request } from "./client.ts";
import type { Role, User } from "./types.ts";

interface UserAnswer {
  Success: true;
  User: User;
}

export async function listUsers(signal?: AbortSignal): Promise<User[]> {
  const answer = await request<{ data: Record<string, User> }>("GET", "/user/list", { signal });
  return Object.values(answer.data ?? {});
}

export async function currentUser(): Promise<User> {
  return (await request<UserAnswer>("GET", "/user")).User;
}

export async function listRoles(): Promise<Role[]> {
  return (await request<{ roles: Role[] }>("GET", "/user/roles")).roles;
}

export interface NewUser {
  email: string;
  role: number;
  name: string;
  jobTitle: string;
}

export async function createUser(user: NewUser): Promise<User> {
  const answer = await request<UserAnswer>("POST", "/user", {
    body: {
      email: user.email,
      role: user.role,
      profile: { name: user.name, jobTitle: user.jobTitle, image: null },
    },
  });
  return answer.User;
}

export interface UserUpdate extends NewUser {
  language?: string;
  currentPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
  /** Administrators only (issue 31). */
  breakGlass?: boolean;
}

export async function updateUser(id: number, update: UserUpdate): Promise<User> {
  const { name, jobTitle, ...rest } = update;
  const answer = await request<UserAnswer>("PUT", `/user/${id}`, {
    body: { ...rest, profile: { name, jobTitle } },
  });
  return answer.User;
}

export async function uploadUserImage(id: number, file: File): Promise<User> {
  const form = new FormData();
  form.append("profileImage", file);
  return (await request<UserAnswer>("PUT", `/user/${id}/image`, { form })).User;
}

export async function removeUserImage(id: number): Promise<User> {
  return (await request<UserAnswer>("DELETE", `/user/${id}/image`)).User;
}

export async function deleteUser(id: number): Promise<void> {
  await request("DELETE", `/user/${id}`);
}

export interface RoleInput {
  name: string;
  permissions: Role["permissions"];
  requireSecondFactor?: boolean;
}

export async function createRole(role: RoleInput): Promise<Role> {
  return (await request<{ role: Role }>("POST", "/user/roles", { body: role })).role;
}

export async function updateRole(id: number, role: RoleInput): Promise<Role> {
  return (await request<{ role: Role }>("PUT", `/user/roles/${id}`, { body: role })).role;
}

export async function deleteRole(id: number): Promise<void> {
  await request("DELETE", `/user/roles/${id}`);
}

/** Turns another user's two-factor sign-in off (a lost phone); they are told by e-mail. */
export async function resetSecondFactor(id: number): Promise<void> {
  await request("POST", `/user/${id}/reset-second-factor`);
}
