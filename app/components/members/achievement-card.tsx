// One achievement as the Achievements page shows it: its icon in the definition's badge colour, name,
// description, rarity and points, and whatever the section adds (earned date, progress, requirement).

import type { ReactNode } from "react";
import {
  Award,
  Clock,
  Compass,
  Crown,
  Eye,
  Flame,
  Footprints,
  Handshake,
  type LucideIcon,
  Shield,
  Star,
  Target,
  UserCheck,
} from "~/components/ui/icons";
import { cn } from "~/kit/cn";
import type { Loaded } from "~/kit/loaded";
import type { getMemberAchievements } from "~/lib/members.server";

// Definitions name their icon; an unknown name shows the award.
const icons: Record<string, LucideIcon> = {
  award: Award,
  clock: Clock,
  compass: Compass,
  crown: Crown,
  eye: Eye,
  flame: Flame,
  footprints: Footprints,
  handshake: Handshake,
  shield: Shield,
  star: Star,
  target: Target,
  "user-check": UserCheck,
};

const rarityTone: Record<string, string> = {
  common: "border-line text-mist",
  rare: "border-sky-400/50 text-sky-300",
  epic: "border-violet-400/50 text-violet-300",
  legendary: "border-brass/70 text-brass",
};

/** A definition as every list of the page carries it (earned, in progress, available). */
export type AchievementView = Omit<
  NonNullable<Loaded<typeof getMemberAchievements>["earned"]>[number],
  "earnedAt"
>;

export function AchievementCard(props: {
  achievement: AchievementView;
  muted?: boolean;
  children?: ReactNode;
}) {
  const { achievement: a } = props;
  const Icon = icons[a.icon] ?? Award;
  return (
    <li className={cn("flex gap-4 border border-line bg-charcoal p-5", props.muted && "opacity-75")}>
      <span
        className="flex size-12 shrink-0 items-center justify-center rounded-full border-2"
        style={{ borderColor: a.badgeColor, color: a.badgeColor }}
      >
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-display text-xl">{a.name}</h3>
          <span className="text-xs text-mist tabular-nums">{a.points} points</span>
        </div>
        <p className="text-sm text-ivory/80">{a.description}</p>
        <span
          className={cn(
            "inline-block border px-2 py-0.5 text-[0.65rem] tracking-widest uppercase",
            rarityTone[a.rarity] ?? rarityTone.common,
          )}
        >
          {a.rarity}
        </span>
        {props.children}
      </div>
    </li>
  );
}
