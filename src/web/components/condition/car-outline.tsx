import { useId } from "react";
import type { CarCondition } from "../../../shared/api/condition";
import type { ConditionPart, PanelState } from "../../../shared/condition";

/**
 * A car seen from above (front at the top, the car's left on the left) with the 22 parts of an
 * inspection record. A marked part is told apart by colour, by pattern (hatching for exchanged,
 * dots for welded, cross-hatching for corroded) and by its letter (X / W / C), so it reads without
 * colour too. Frame parts under the body (radiator support, inside panels, floor) are dashed.
 */
type Shape = { d: string; label?: [number, number] };

const rect = (x: number, y: number, w: number, h: number) => `M${x} ${y}h${w}v${h}h${-w}Z`;

export const OUTLINE_SHAPES: Record<ConditionPart, Shape[]> = {
  front_panel: [{ d: rect(50, 10, 100, 14), label: [100, 17] }],
  radiator_support: [{ d: rect(58, 27, 84, 10), label: [100, 32] }],
  front_fender_l: [{ d: "M30 42L46 36V126H30Z", label: [38, 84] }],
  front_fender_r: [{ d: "M170 42L154 36V126H170Z", label: [162, 84] }],
  inside_panel_l: [{ d: rect(47, 42, 7, 76), label: [50.5, 80] }],
  inside_panel_r: [{ d: rect(146, 42, 7, 76), label: [149.5, 80] }],
  hood: [{ d: "M57 40H143L146 118H54Z", label: [100, 80] }],
  pillar_a: [
    { d: "M49 122H56L64 152L58 155Z", label: [56, 138] },
    { d: "M151 122H144L136 152L142 155Z", label: [144, 138] },
  ],
  roof: [{ d: rect(64, 156, 72, 102), label: [100, 170] }],
  floor_panel: [{ d: rect(74, 180, 52, 64), label: [100, 214] }],
  front_door_l: [{ d: rect(30, 130, 26, 76), label: [43, 168] }],
  front_door_r: [{ d: rect(144, 130, 26, 76), label: [157, 168] }],
  pillar_b: [
    { d: rect(56, 200, 8, 12), label: [60, 206] },
    { d: rect(136, 200, 8, 12), label: [140, 206] },
  ],
  rear_door_l: [{ d: rect(30, 212, 26, 70), label: [43, 247] }],
  rear_door_r: [{ d: rect(144, 212, 26, 70), label: [157, 247] }],
  side_sill_l: [{ d: rect(21, 130, 8, 152), label: [25, 206] }],
  side_sill_r: [{ d: rect(171, 130, 8, 152), label: [175, 206] }],
  pillar_c: [
    { d: rect(56, 258, 8, 28), label: [60, 272] },
    { d: rect(136, 258, 8, 28), label: [140, 272] },
  ],
  quarter_panel_l: [{ d: "M30 288H56V360L34 355Z", label: [44, 322] }],
  quarter_panel_r: [{ d: "M170 288H144V360L166 355Z", label: [156, 322] }],
  trunk_lid: [{ d: rect(60, 292, 80, 64), label: [100, 324] }],
  rear_panel: [{ d: rect(50, 362, 100, 14), label: [100, 369] }],
};

const FRAME = new Set<ConditionPart>(["radiator_support", "inside_panel_l", "inside_panel_r", "floor_panel"]);

export const STATE_STYLE: Record<PanelState, { color: string; background: string; letter: string }> = {
  exchanged: { color: "#c92a2a", background: "#ffe3e3", letter: "X" },
  welded: { color: "#d9480f", background: "#fff4e6", letter: "W" },
  corroded: { color: "#862e9c", background: "#f8f0fc", letter: "C" },
};

/** The three patterns, defined once per outline (ids from useId, so two outlines never clash). */
export function StatePatterns({ prefix }: { prefix: string }) {
  return (
    <defs>
      <pattern
        id={`${prefix}-exchanged`}
        width="6"
        height="6"
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <rect width="6" height="6" fill={STATE_STYLE.exchanged.background} />
        <line x1="0" y1="0" x2="0" y2="6" stroke={STATE_STYLE.exchanged.color} strokeWidth="2.2" />
      </pattern>
      <pattern id={`${prefix}-welded`} width="5" height="5" patternUnits="userSpaceOnUse">
        <rect width="5" height="5" fill={STATE_STYLE.welded.background} />
        <circle cx="2.5" cy="2.5" r="1.3" fill={STATE_STYLE.welded.color} />
      </pattern>
      <pattern id={`${prefix}-corroded`} width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="6" fill={STATE_STYLE.corroded.background} />
        <path d="M0 0L6 6M6 0L0 6" stroke={STATE_STYLE.corroded.color} strokeWidth="1" />
      </pattern>
    </defs>
  );
}

/** A legend swatch: the state's pattern, border and letter. */
export function StateSwatch({ state, size = 22 }: { state: PanelState; size?: number }) {
  const prefix = useId().replace(/:/g, "");
  const s = STATE_STYLE[state];
  return (
    <svg width={size} height={size} viewBox="0 0 22 22" aria-hidden="true" style={{ flexShrink: 0 }}>
      <StatePatterns prefix={prefix} />
      <rect
        x="1"
        y="1"
        width="20"
        height="20"
        rx="3"
        fill={`url(#${prefix}-${state})`}
        stroke={s.color}
        strokeWidth="2"
      />
      <text
        x="11"
        y="15"
        textAnchor="middle"
        fontSize="11"
        fontWeight="700"
        fill="#fff"
        stroke={s.color}
        strokeWidth="3"
        paintOrder="stroke"
      >
        {s.letter}
      </text>
    </svg>
  );
}

export interface CarOutlineProps {
  panels: CarCondition["panels"];
  /** Accessible name of the drawing (the visible list beside it names every panel). */
  label: string;
  front: string;
  rear: string;
  left: string;
  right: string;
  /** Names of the parts, for each shape's tooltip. */
  partName: (part: ConditionPart) => string;
  stateName: (state: PanelState) => string;
}

export function CarOutline({ panels, label, front, rear, left, right, partName, stateName }: CarOutlineProps) {
  const prefix = useId().replace(/:/g, "");
  const stateOf = new Map(panels.map((p) => [p.part, p.state]));
  const parts = Object.keys(OUTLINE_SHAPES) as ConditionPart[];
  // Frame parts first, so the outer panels above them stay visible; marked parts last.
  const order = [...parts].sort(
    (a, b) => Number(!FRAME.has(a)) - Number(!FRAME.has(b)) || Number(stateOf.has(a)) - Number(stateOf.has(b)),
  );
  return (
    <svg
      viewBox="0 -16 200 432"
      role="img"
      aria-label={label}
      data-testid="car-outline"
      style={{ width: "100%", maxWidth: 220, height: "auto", display: "block" }}
    >
      <StatePatterns prefix={prefix} />
      <rect x="18" y="4" width="164" height="380" rx="44" fill="#f8f9fa" stroke="#adb5bd" strokeWidth="1.5" />
      <path d="M60 124H140L135 152H65Z" fill="#e7f5ff" stroke="#a5d8ff" />
      <path d="M66 262H134L137 288H63Z" fill="#e7f5ff" stroke="#a5d8ff" />
      {order.map((part) => {
        const state = stateOf.get(part);
        const frame = FRAME.has(part);
        return (
          <g key={part} data-part={part} data-state={state ?? "none"}>
            <title>{state ? `${partName(part)}: ${stateName(state)}` : partName(part)}</title>
            {OUTLINE_SHAPES[part].map((shape, i) => (
              <path
                key={i}
                d={shape.d}
                fill={state ? `url(#${prefix}-${state})` : frame ? "none" : "#ffffff"}
                stroke={state ? STATE_STYLE[state].color : "#868e96"}
                strokeWidth={state ? 2 : 1}
                strokeDasharray={frame && !state ? "3 2" : undefined}
              />
            ))}
            {state
              ? OUTLINE_SHAPES[part].map((shape, i) =>
                  shape.label ? (
                    <text
                      key={`t${i}`}
                      x={shape.label[0]}
                      y={shape.label[1] + 4}
                      textAnchor="middle"
                      fontSize="11"
                      fontWeight="700"
                      fill="#fff"
                      stroke={STATE_STYLE[state].color}
                      strokeWidth="3"
                      paintOrder="stroke"
                    >
                      {STATE_STYLE[state].letter}
                    </text>
                  ) : null,
                )
              : null}
          </g>
        );
      })}
      <text x="100" y="-4" textAnchor="middle" fontSize="11" fill="#495057">
        {front}
      </text>
      <text x="100" y="406" textAnchor="middle" fontSize="11" fill="#495057">
        {rear}
      </text>
      <text x="8" y="210" textAnchor="middle" fontSize="11" fill="#495057">
        {left}
      </text>
      <text x="192" y="210" textAnchor="middle" fontSize="11" fill="#495057">
        {right}
      </text>
    </svg>
  );
}
