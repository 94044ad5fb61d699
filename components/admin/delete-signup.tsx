"use client";

import { useRouter } from "next/navigation";
import { useActionState, useEffect, useState } from "react";
import { deleteSignupAction, type DeleteState } from "@/lib/admin/actions";
import { buttonClasses } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";

const initial: DeleteState = { status: "idle", message: "", submission: 0 };

/** Two steps: Delete asks for confirmation inline before anything is removed. */
export function DeleteSignup({ id, email }: { id: string; email: string }) {
  const [confirming, setConfirming] = useState(false);
  const [state, action, pending] = useActionState(deleteSignupAction, initial);
  const { toast } = useToast();
  const router = useRouter();

  useEffect(() => {
    if (state.status === "idle") return;
    toast({ title: state.message, variant: state.status === "success" ? "default" : "destructive" });
    // Refresh the list only after the toast is up: the refresh removes this row (and this component).
    if (state.status === "success") router.refresh();
  }, [state, toast, router]);

  if (!confirming) {
    return (
      <button type="button" onClick={() => setConfirming(true)} className={buttonClasses({ variant: "secondary", size: "sm" })} aria-label={`Delete ${email}`}>
        Delete
      </button>
    );
  }
  return (
    <form action={action} className="flex flex-wrap items-center justify-end gap-2">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="email" value={email} />
      <span className="text-sm">Delete {email}?</span>
      <button type="submit" disabled={pending} className={buttonClasses({ variant: "destructive", size: "sm" })}>
        {pending ? "Deleting..." : "Confirm delete"}
      </button>
      <button type="button" disabled={pending} onClick={() => setConfirming(false)} className={buttonClasses({ variant: "ghost", size: "sm" })}>
        Cancel
      </button>
    </form>
  );
}
