import { colors } from '../../theme/tokens';

/** The three pillars, left to right: each 4.5 wide, standing on y = 28, taller each time. */
const pillars = (inverse: boolean) => [
  { x: '10.5', y: '19', height: '9', fill: inverse ? colors.teal500 : colors.teal200 },
  { x: '17.75', y: '14.5', height: '13.5', fill: inverse ? colors.teal700 : colors.paper },
  { x: '25', y: '10', height: '18', fill: colors.gold300 },
];

/**
 * The 36x mark: three rising pillars (CA, CFA, CS) on one foundation. Inline SVG, so it costs no request
 * and its box is reserved before anything loads. Decorative: the wordmark beside it carries the name.
 */
export function LogoMark({ size = 40, inverse = false }: { size?: number; inverse?: boolean }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      style={{ flexShrink: 0 }}
    >
      <rect width="40" height="40" rx="10" fill={inverse ? colors.paper : colors.teal700} />
      {pillars(inverse).map((p) => (
        <rect key={p.x} x={p.x} y={p.y} width="4.5" height={p.height} rx="1.2" fill={p.fill} />
      ))}
      <path d="M9 31.5h22" stroke={colors.gold300} strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
