import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { NewsletterForm } from "@/components/newsletter/newsletter-form";
import { ToastProvider } from "@/components/ui/toast";
import type { SubscribeState } from "@/lib/newsletter/form-state";
import { newsletterMessages } from "@/lib/newsletter/validation";

// The server action, replaced by a stub that answers as the real one does.
const subscribe = vi.fn<(previous: SubscribeState, formData: FormData) => Promise<SubscribeState>>();
vi.mock("@/lib/newsletter/actions", () => ({ subscribe: (previous: SubscribeState, formData: FormData) => subscribe(previous, formData) }));

let submission = 0;
function answer(status: "success" | "error", message: string, email = ""): SubscribeState {
  submission += 1;
  return { status, message, email, submission };
}

function renderForm() {
  render(
    <ToastProvider>
      <NewsletterForm id="home-newsletter" privacyNote="We respect your privacy. Unsubscribe at any time." />
    </ToastProvider>,
  );
  return {
    input: () => screen.getByLabelText("Email address") as HTMLInputElement,
    button: () => screen.getByRole("button", { name: "Subscribe" }),
    /** The form's own answer region (not the toast's). */
    inline: () => document.getElementById("home-newsletter-message")!,
  };
}

/** The toast, told apart from the inline answer by its variant mark. */
async function findToast(text: string) {
  await waitFor(() => {
    const toasts = Array.from(document.querySelectorAll("[data-variant]")).filter((node) => node.textContent?.includes(text));
    expect(toasts.length).toBeGreaterThan(0);
  });
}

beforeEach(() => {
  subscribe.mockReset();
});

describe("newsletter form: the answer shows inline as well as in a toast", () => {
  it("starts with an empty answer under the field, which describes the field and is not a second live region (the toast announces)", () => {
    const form = renderForm();
    expect(form.inline()).not.toHaveAttribute("role");
    expect(form.inline()).not.toHaveAttribute("aria-live");
    expect(form.inline()).toBeEmptyDOMElement();
    expect(form.input()).toHaveAttribute("aria-describedby", "home-newsletter-message");
    expect(screen.getByText("We respect your privacy. Unsubscribe at any time.")).toBeInTheDocument();
  });

  it("success: inline message with its icon and the toast; the field is cleared", async () => {
    subscribe.mockImplementation(async () => answer("success", newsletterMessages.success));
    const form = renderForm();
    await userEvent.type(form.input(), "reader@example.org");
    await userEvent.click(form.button());
    await waitFor(() => expect(within(form.inline()).getByText("Successfully subscribed!")).toBeInTheDocument());
    expect(form.inline()).toHaveAttribute("data-answer", "success");
    expect(form.inline().querySelector("svg")).not.toBeNull();
    await findToast("Successfully subscribed!");
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(subscribe.mock.calls[0]?.[1].get("email")).toBe("reader@example.org");
    expect(form.input()).toHaveValue("");
    expect(form.input()).not.toHaveAttribute("aria-invalid");
  });

  it("server error: inline message and toast; the typed address is kept and the field refocused", async () => {
    subscribe.mockImplementation(async (_previous, formData) =>
      answer("error", newsletterMessages.duplicate, String(formData.get("email"))),
    );
    const form = renderForm();
    await userEvent.type(form.input(), "Reader@Example.org");
    await userEvent.click(form.button());
    await waitFor(() => expect(within(form.inline()).getByText("This email is already subscribed")).toBeInTheDocument());
    expect(form.inline()).toHaveAttribute("data-answer", "error");
    expect(form.inline().querySelector("svg")).not.toBeNull();
    await findToast("This email is already subscribed");
    expect(form.input()).toHaveValue("Reader@Example.org");
    expect(form.input()).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(form.input()).toHaveFocus());
  });

  it("invalid address: refused in the browser, inline and in a toast, nothing sent, value kept", async () => {
    const form = renderForm();
    await userEvent.type(form.input(), "name@domain");
    await userEvent.click(form.button());
    expect(within(form.inline()).getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(form.inline()).toHaveAttribute("data-answer", "error");
    await findToast("Please enter a valid email address");
    expect(subscribe).not.toHaveBeenCalled();
    expect(form.input()).toHaveValue("name@domain");
    expect(form.input()).toHaveAttribute("aria-invalid", "true");
    expect(form.input()).toHaveFocus();
  });

  it.each([
    ["a combining grapheme joiner", "look\u034Falike@probe.test"],
    ["a Hangul filler", "look\u3164alike@probe.test"],
    ["braille blank", "lookalike@pro\u2800be.test"],
    ["a private-use character", "lookalike@probe.te\uE000st"],
  ])("an address that looks like another (%s) is refused in the browser with the same message, nothing sent", async (_name, email) => {
    const form = renderForm();
    await userEvent.type(form.input(), email);
    await userEvent.click(form.button());
    expect(within(form.inline()).getByText("Please enter a valid email address")).toBeInTheDocument();
    await findToast("Please enter a valid email address");
    expect(subscribe).not.toHaveBeenCalled();
    expect(form.input()).toHaveValue(email);
  });

  it("a valid retry replaces the refusal with the server's answer", async () => {
    subscribe.mockImplementation(async () => answer("success", newsletterMessages.success));
    const form = renderForm();
    await userEvent.type(form.input(), "oops");
    await userEvent.click(form.button());
    expect(within(form.inline()).getByText("Please enter a valid email address")).toBeInTheDocument();
    await userEvent.clear(form.input());
    await userEvent.type(form.input(), "reader@example.org");
    await userEvent.click(form.button());
    await waitFor(() => expect(within(form.inline()).getByText("Successfully subscribed!")).toBeInTheDocument());
    expect(within(form.inline()).queryByText("Please enter a valid email address")).not.toBeInTheDocument();
    expect(form.input()).toHaveValue("");
  });
});
