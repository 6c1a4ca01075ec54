/**
 * The hero's picture: an editor window, a phone preview and a few sparks. Purely decorative. Its
 * page colours are the theme's tokens; the syntax colours read on both themes.
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 480 400" width="480" height="400" aria-hidden="true">
      <defs>
        <linearGradient id="hero-glow" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-accent)" stopOpacity="0.35" />
          <stop offset="1" stopColor="#38bdf8" stopOpacity="0.08" />
        </linearGradient>
      </defs>
      <circle cx="250" cy="200" r="180" fill="url(#hero-glow)" />

      <g>
        <rect
          x="40"
          y="70"
          width="330"
          height="230"
          rx="18"
          fill="var(--color-surface)"
          stroke="var(--color-border)"
          strokeWidth="2"
        />
        <path
          d="M40 88a18 18 0 0 1 18-18h294a18 18 0 0 1 18 18v18H40z"
          fill="var(--color-surface-raised)"
        />
        <circle cx="64" cy="88" r="5.5" fill="#f87171" />
        <circle cx="82" cy="88" r="5.5" fill="#fbbf24" />
        <circle cx="100" cy="88" r="5.5" fill="var(--color-accent)" />
        <g strokeLinecap="round" strokeWidth="9">
          <path d="M70 136h46" stroke="#c084fc" />
          <path d="M126 136h96" stroke="var(--color-text)" strokeOpacity="0.85" />
          <path d="M94 164h60" stroke="#38bdf8" />
          <path d="M164 164h110" stroke="var(--color-accent)" />
          <path d="M94 192h38" stroke="#fbbf24" />
          <path d="M142 192h84" stroke="var(--color-text)" strokeOpacity="0.5" />
          <path d="M118 220h122" stroke="#38bdf8" strokeOpacity="0.8" />
          <path d="M94 248h70" stroke="#c084fc" />
          <path d="M70 276h30" stroke="var(--color-text)" strokeOpacity="0.6" />
        </g>
      </g>

      <g>
        <rect
          x="318"
          y="150"
          width="122"
          height="210"
          rx="20"
          fill="var(--color-background)"
          stroke="var(--color-accent)"
          strokeWidth="3"
        />
        <rect x="332" y="176" width="94" height="58" rx="10" fill="var(--color-surface-raised)" />
        <path d="M344 220l18-20 14 12 12-16 26 24z" fill="var(--color-accent)" fillOpacity="0.8" />
        <rect
          x="332"
          y="246"
          width="70"
          height="9"
          rx="4.5"
          fill="var(--color-text)"
          fillOpacity="0.85"
        />
        <rect
          x="332"
          y="264"
          width="94"
          height="7"
          rx="3.5"
          fill="var(--color-text-muted)"
          fillOpacity="0.6"
        />
        <rect
          x="332"
          y="279"
          width="80"
          height="7"
          rx="3.5"
          fill="var(--color-text-muted)"
          fillOpacity="0.6"
        />
        <rect x="332" y="308" width="94" height="30" rx="15" fill="var(--color-accent)" />
        <rect x="360" y="160" width="38" height="6" rx="3" fill="var(--color-border)" />
      </g>

      <g
        fill="none"
        stroke="var(--color-accent)"
        strokeWidth="10"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M96 352l-26-22 26-22" />
        <path d="M176 352l26-22-26-22" />
        <path d="M148 300l-24 60" stroke="var(--color-text)" />
      </g>

      <g fill="#fbbf24">
        <path d="M420 70l6 15 15 6-15 6-6 15-6-15-15-6 15-6z" />
        <path d="M30 40l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fillOpacity="0.8" />
      </g>
      <circle cx="450" cy="260" r="6" fill="#38bdf8" />
      <circle cx="20" cy="230" r="5" fill="#c084fc" />
    </svg>
  );
}
