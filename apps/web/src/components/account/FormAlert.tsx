"use client";

/**
 * A form's own message (the server's answer): an error is an alert, a confirmation a status, both read
 * out when they appear. The live region stays in the page so the first message is announced too.
 */
export function FormAlert({ message, tone = "danger", testId }: { message: string | null; tone?: "danger" | "success"; testId?: string }) {
  return (
    <div role={tone === "danger" ? "alert" : "status"} data-testid={testId}>
      {message && (
        <p className={`rounded-lg border-l-4 bg-white px-3 py-2 font-semibold ${tone === "danger" ? "border-sale text-sale" : "border-leaf text-leaf"}`}>
          {message}
        </p>
      )}
    </div>
  );
}
