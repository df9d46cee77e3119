/** The brand mark: a speech bubble carrying a star. Drawn inline so the header needs no request. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="#0b7a55" />
      <path d="M16 6.5c-5.5 0-9.5 3.8-9.5 8.6 0 2.3.9 4.4 2.5 5.9L8 25.5l4.6-2c1 .3 2.2.5 3.4.5 5.5 0 9.5-3.9 9.5-8.9S21.5 6.5 16 6.5z" fill="#fff" />
      <path d="M16 10.2l1.5 3.1 3.4.5-2.5 2.4.6 3.4-3-1.6-3 1.6.6-3.4-2.5-2.4 3.4-.5z" fill="#d97706" />
    </svg>
  );
}
