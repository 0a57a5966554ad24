"use client";

import { useEffect } from "react";
import { SomethingWentWrong } from "../../components/layout/SomethingWentWrong.tsx";

export default function DefaultError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => console.error(error), [error]);
  return (
    <SomethingWentWrong>
      <button
        type="button"
        onClick={retry}
        className="rounded-full border-2 border-brand px-6 py-3 font-semibold text-brand hover:bg-sand"
      >
        Try again
      </button>
    </SomethingWentWrong>
  );
}
