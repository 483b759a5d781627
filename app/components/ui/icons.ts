// The icons the product draws, each lucide-react's own drawn once (drawn-icon.ts): import them from here,
// never from lucide-react (biome.json says so), so every page renders them without lucide's per-render work.
import {
  ArrowDown as LucideArrowDown,
  ArrowLeft as LucideArrowLeft,
  ArrowRight as LucideArrowRight,
  ArrowUp as LucideArrowUp,
  ArrowUpDown as LucideArrowUpDown,
  Award as LucideAward,
  Ban as LucideBan,
  BarChart3 as LucideBarChart3,
  BookOpen as LucideBookOpen,
  CalendarDays as LucideCalendarDays,
  CalendarPlus as LucideCalendarPlus,
  CheckCircle2 as LucideCheckCircle2,
  ChevronDown as LucideChevronDown,
  ChevronLeft as LucideChevronLeft,
  ChevronRight as LucideChevronRight,
  ChevronsLeft as LucideChevronsLeft,
  ChevronsRight as LucideChevronsRight,
  ClipboardList as LucideClipboardList,
  Clock as LucideClock,
  Compass as LucideCompass,
  Crown as LucideCrown,
  Download as LucideDownload,
  ExternalLink as LucideExternalLink,
  Eye as LucideEye,
  EyeOff as LucideEyeOff,
  FileDown as LucideFileDown,
  FileText as LucideFileText,
  Flame as LucideFlame,
  FolderLock as LucideFolderLock,
  Footprints as LucideFootprints,
  Handshake as LucideHandshake,
  HelpCircle as LucideHelpCircle,
  History as LucideHistory,
  Layers as LucideLayers,
  LayoutDashboard as LucideLayoutDashboard,
  LineChart as LucideLineChart,
  ListChecks as LucideListChecks,
  LogOut as LucideLogOut,
  MailWarning as LucideMailWarning,
  MapPin as LucideMapPin,
  Menu as LucideMenu,
  MessageSquare as LucideMessageSquare,
  MessageSquareText as LucideMessageSquareText,
  Pause as LucidePause,
  Pencil as LucidePencil,
  Play as LucidePlay,
  Plus as LucidePlus,
  ScrollText as LucideScrollText,
  Send as LucideSend,
  Settings as LucideSettings,
  Shield as LucideShield,
  ShieldCheck as LucideShieldCheck,
  ShieldOff as LucideShieldOff,
  Star as LucideStar,
  Target as LucideTarget,
  Trash2 as LucideTrash2,
  UserCheck as LucideUserCheck,
  UserRound as LucideUserRound,
  Users as LucideUsers,
  UserX as LucideUserX,
  X as LucideX,
} from "lucide-react";
import { drawnOnce } from "./drawn-icon";

export type { LucideIcon, LucideProps } from "lucide-react";

export const ArrowDown = /* @__PURE__ */ drawnOnce(LucideArrowDown);
export const ArrowLeft = /* @__PURE__ */ drawnOnce(LucideArrowLeft);
export const ArrowRight = /* @__PURE__ */ drawnOnce(LucideArrowRight);
export const ArrowUp = /* @__PURE__ */ drawnOnce(LucideArrowUp);
export const ArrowUpDown = /* @__PURE__ */ drawnOnce(LucideArrowUpDown);
export const Award = /* @__PURE__ */ drawnOnce(LucideAward);
export const Ban = /* @__PURE__ */ drawnOnce(LucideBan);
export const BarChart3 = /* @__PURE__ */ drawnOnce(LucideBarChart3);
export const BookOpen = /* @__PURE__ */ drawnOnce(LucideBookOpen);
export const CalendarDays = /* @__PURE__ */ drawnOnce(LucideCalendarDays);
export const CalendarPlus = /* @__PURE__ */ drawnOnce(LucideCalendarPlus);
export const CheckCircle2 = /* @__PURE__ */ drawnOnce(LucideCheckCircle2);
export const ChevronDown = /* @__PURE__ */ drawnOnce(LucideChevronDown);
export const ChevronLeft = /* @__PURE__ */ drawnOnce(LucideChevronLeft);
export const ChevronRight = /* @__PURE__ */ drawnOnce(LucideChevronRight);
export const ChevronsLeft = /* @__PURE__ */ drawnOnce(LucideChevronsLeft);
export const ChevronsRight = /* @__PURE__ */ drawnOnce(LucideChevronsRight);
export const ClipboardList = /* @__PURE__ */ drawnOnce(LucideClipboardList);
export const Clock = /* @__PURE__ */ drawnOnce(LucideClock);
export const Compass = /* @__PURE__ */ drawnOnce(LucideCompass);
export const Crown = /* @__PURE__ */ drawnOnce(LucideCrown);
export const Download = /* @__PURE__ */ drawnOnce(LucideDownload);
export const ExternalLink = /* @__PURE__ */ drawnOnce(LucideExternalLink);
export const Eye = /* @__PURE__ */ drawnOnce(LucideEye);
export const EyeOff = /* @__PURE__ */ drawnOnce(LucideEyeOff);
export const FileDown = /* @__PURE__ */ drawnOnce(LucideFileDown);
export const FileText = /* @__PURE__ */ drawnOnce(LucideFileText);
export const Flame = /* @__PURE__ */ drawnOnce(LucideFlame);
export const FolderLock = /* @__PURE__ */ drawnOnce(LucideFolderLock);
export const Footprints = /* @__PURE__ */ drawnOnce(LucideFootprints);
export const Handshake = /* @__PURE__ */ drawnOnce(LucideHandshake);
export const HelpCircle = /* @__PURE__ */ drawnOnce(LucideHelpCircle);
export const History = /* @__PURE__ */ drawnOnce(LucideHistory);
export const Layers = /* @__PURE__ */ drawnOnce(LucideLayers);
export const LayoutDashboard = /* @__PURE__ */ drawnOnce(LucideLayoutDashboard);
export const LineChart = /* @__PURE__ */ drawnOnce(LucideLineChart);
export const ListChecks = /* @__PURE__ */ drawnOnce(LucideListChecks);
export const LogOut = /* @__PURE__ */ drawnOnce(LucideLogOut);
export const MailWarning = /* @__PURE__ */ drawnOnce(LucideMailWarning);
export const MapPin = /* @__PURE__ */ drawnOnce(LucideMapPin);
export const Menu = /* @__PURE__ */ drawnOnce(LucideMenu);
export const MessageSquare = /* @__PURE__ */ drawnOnce(LucideMessageSquare);
export const MessageSquareText = /* @__PURE__ */ drawnOnce(LucideMessageSquareText);
export const Pause = /* @__PURE__ */ drawnOnce(LucidePause);
export const Pencil = /* @__PURE__ */ drawnOnce(LucidePencil);
export const Play = /* @__PURE__ */ drawnOnce(LucidePlay);
export const Plus = /* @__PURE__ */ drawnOnce(LucidePlus);
export const ScrollText = /* @__PURE__ */ drawnOnce(LucideScrollText);
export const Send = /* @__PURE__ */ drawnOnce(LucideSend);
export const Settings = /* @__PURE__ */ drawnOnce(LucideSettings);
export const Shield = /* @__PURE__ */ drawnOnce(LucideShield);
export const ShieldCheck = /* @__PURE__ */ drawnOnce(LucideShieldCheck);
export const ShieldOff = /* @__PURE__ */ drawnOnce(LucideShieldOff);
export const Star = /* @__PURE__ */ drawnOnce(LucideStar);
export const Target = /* @__PURE__ */ drawnOnce(LucideTarget);
export const Trash2 = /* @__PURE__ */ drawnOnce(LucideTrash2);
export const UserCheck = /* @__PURE__ */ drawnOnce(LucideUserCheck);
export const UserRound = /* @__PURE__ */ drawnOnce(LucideUserRound);
export const UserX = /* @__PURE__ */ drawnOnce(LucideUserX);
export const Users = /* @__PURE__ */ drawnOnce(LucideUsers);
export const X = /* @__PURE__ */ drawnOnce(LucideX);
