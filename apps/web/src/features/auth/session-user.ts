/** What the app knows of a signed-in player (document 1 §3, User). */
export interface SessionUser {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  verified: boolean;
}
