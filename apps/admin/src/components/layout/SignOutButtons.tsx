import { useState } from "react";
import { useNavigate } from "@tanstack/react-router";
import { useSignOut, useSignOutEverywhere } from "../../lib/session.ts";
import { Button } from "../ui/Button.tsx";
import { Dialog, DialogClose } from "../ui/Dialog.tsx";
import { ErrorNotice } from "../ui/Notice.tsx";

export function SignOutButtons() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const signOutEverywhere = useSignOutEverywhere();
  const [confirming, setConfirming] = useState(false);
  const toSignIn = () => navigate({ to: "/sign-in", search: {} });

  return (
    <div className="flex flex-wrap gap-2 md:flex-col md:items-stretch">
      <Button size="sm" pending={signOut.isPending} pendingText="Signing out…" onClick={() => signOut.mutate(undefined, { onSuccess: toSignIn })}>
        Sign out
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) signOutEverywhere.reset();
        }}
        trigger={
          <Button size="sm" variant="ghost">
            Sign out everywhere
          </Button>
        }
        title="Sign out everywhere?"
        description="This ends your sessions on every computer and phone, this one included."
      >
        <ErrorNotice error={signOutEverywhere.error} className="mb-4" />
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button>Cancel</Button>
          </DialogClose>
          <Button variant="danger" pending={signOutEverywhere.isPending} pendingText="Signing out…" onClick={() => signOutEverywhere.mutate(undefined, { onSuccess: toSignIn })}>
            Sign out everywhere
          </Button>
        </div>
      </Dialog>
      <ErrorNotice error={signOut.error} />
    </div>
  );
}
