export type SubscribeState = {
  status: "idle" | "success" | "error";
  message: string;
  /** What was typed, echoed back so an error never loses it (also without JavaScript). */
  email: string;
  /** Changes on every answer, so the form reacts even to a repeated message. */
  submission: number;
};

export const initialSubscribeState: SubscribeState = { status: "idle", message: "", email: "", submission: 0 };

/** Hidden field only bots fill in. */
export const HONEYPOT_FIELD = "company_website";
