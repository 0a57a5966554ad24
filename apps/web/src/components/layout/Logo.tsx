/** The Petsies wordmark with a paw; drawn here so it needs no request. Aspect 3.85 (spec §9). */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 154 40" width="116" height="30" className={className} aria-hidden="true" focusable="false">
      <g fill="#a3401c">
        <ellipse cx="17" cy="25" rx="8" ry="7" />
        <circle cx="8" cy="15" r="3.4" />
        <circle cx="14" cy="9.5" r="3.4" />
        <circle cx="21" cy="9.5" r="3.4" />
        <circle cx="27" cy="15" r="3.4" />
      </g>
      <text
        x="38"
        y="30"
        fill="#2d2420"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="28"
        fontWeight="800"
        letterSpacing="-0.5"
      >
        Petsies
      </text>
    </svg>
  );
}
