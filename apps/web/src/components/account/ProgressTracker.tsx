"use client";

import type { ProgressView } from "@petsies/domain";

type Tracker = Extract<ProgressView, { type: "tracker" }>;

const DOT = "relative z-10 flex size-6 shrink-0 items-center justify-center rounded-full border-2 text-xs font-bold";

function dotClass(step: { active: boolean; completed: boolean }) {
  if (step.active) return `${DOT} border-brand bg-brand text-white`;
  if (step.completed) return `${DOT} border-leaf bg-leaf text-white`;
  return `${DOT} border-cocoa-muted bg-white text-muted`;
}

function stateText(step: { active: boolean; completed: boolean }) {
  return step.active ? "current step" : step.completed ? "done" : "to come";
}

/**
 * The horizontal tracker (spec §4 "Order item progress"): at most 3 steps (first, active, last); only
 * those carry their names on screen, every step says its name and state to a screen reader.
 */
export function HorizontalTracker({ view }: { view: Tracker }) {
  const last = view.horizontal.length - 1;
  return (
    <div className="max-w-[370px]" data-testid="progress-tracker">
      <div className="relative">
        <span aria-hidden="true" className="absolute top-3 right-3 left-3 h-0.5 bg-cocoa-muted" />
        <ol aria-label="Progress" className="relative flex justify-between gap-2">
          {view.horizontal.map((step, i) => (
            <li
              key={step.id}
              aria-current={step.active ? "step" : undefined}
              className={`flex min-w-0 flex-1 flex-col text-xs ${i === 0 ? "items-start text-left" : i === last ? "items-end text-right" : "items-center text-center"}`}
            >
              <span aria-hidden="true" className={dotClass(step)}>
                {step.completed && !step.active ? "✓" : ""}
              </span>
              <span className={`mt-1 font-semibold ${step.showName ? "" : "sr-only"} ${step.active ? "text-brand" : "text-muted"}`}>{step.name}</span>
              <span className="sr-only">, {stateText(step)}</span>
            </li>
          ))}
        </ol>
      </div>
      {view.vertical && <p className="mt-2 text-sm font-semibold">{view.vertical.label}</p>}
    </div>
  );
}

/** The vertical tracker: every step with "Step {current} of {total}" (only with more than 3 steps). */
export function VerticalTracker({ view }: { view: Tracker }) {
  if (!view.vertical) return null;
  return (
    <div data-testid="vertical-tracker">
      <p className="mb-2 font-semibold">{view.vertical.label}</p>
      <ol aria-label={`Progress, ${view.vertical.label}`} className="space-y-0">
        {view.steps.map((step, i) => (
          <li key={step.id} aria-current={step.active ? "step" : undefined} className="relative flex gap-3 pb-3 last:pb-0">
            {i < view.steps.length - 1 && (
              <span aria-hidden="true" className={`absolute top-6 bottom-0 left-3 w-0.5 -translate-x-1/2 ${step.completed ? "bg-leaf" : "bg-cocoa-muted"}`} />
            )}
            <span aria-hidden="true" className={dotClass(step)}>
              {step.completed && !step.active ? "✓" : i + 1}
            </span>
            <span className={step.active ? "font-bold text-brand" : step.completed ? "text-ink" : "text-muted"}>
              {step.name}
              <span className="sr-only">, {stateText(step)}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
