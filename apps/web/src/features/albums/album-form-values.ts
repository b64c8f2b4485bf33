// The album form's values and their translation into the API's bodies. The form speaks in the
// host's terms (keep / change / remove the password; inherit / required / not required); the API
// in its own (`password` absent, a string or null; `approvalRequired` null, true or false).
import type { Album, AlbumVisibility, CreateAlbumBody, UpdateAlbumBody } from '@hatira/shared/albums';

/**
 * `none`: the album stays open; `set`: a new password; `keep`: a protected album keeps its
 * password; `remove`: a protected album opens.
 */
export type PasswordMode = 'none' | 'set' | 'keep' | 'remove';

/** `inherit`: the event's approval setting decides. */
export type ApprovalChoice = 'inherit' | 'required' | 'notRequired';

/** An `after_reveal` album opens at a time the host picks (`at`), or when the host opens it. */
export type RevealMode = 'at' | 'manual';

export interface AlbumFormValues {
  qrCodeId: string;
  name: string;
  description: string;
  passwordMode: PasswordMode;
  /** Used only when passwordMode is `set`. */
  password: string;
  isActive: boolean;
  uploadsEnabled: boolean;
  approval: ApprovalChoice;
  /** Text of a number input: '' = the plan's limit. */
  uploadLimit: string;
  /** Text of a number input; existing albums only. */
  sortOrder: string;
  visibility: AlbumVisibility;
  /** Used only when visibility is `after_reveal`. */
  revealMode: RevealMode;
  /** ISO time for `at`; 'invalid' while the picker holds a half-typed time (the schema refuses it). */
  revealAt: string | null;
}

/** Form fields that show a body field's error (body name → form name where they differ). */
export const FORM_FIELD_OF: Record<string, keyof AlbumFormValues> = {
  approvalRequired: 'approval',
};

export function newAlbumValues(qrCodeId: string): AlbumFormValues {
  return {
    qrCodeId,
    name: '',
    description: '',
    passwordMode: 'none',
    password: '',
    isActive: true,
    uploadsEnabled: true,
    approval: 'inherit',
    uploadLimit: '',
    sortOrder: '',
    visibility: 'public',
    revealMode: 'at',
    revealAt: null,
  };
}

export function approvalChoiceOf(approvalRequired: boolean | null): ApprovalChoice {
  if (approvalRequired === null) return 'inherit';
  return approvalRequired ? 'required' : 'notRequired';
}

export function approvalRequiredOf(choice: ApprovalChoice): boolean | null {
  if (choice === 'inherit') return null;
  return choice === 'required';
}

export function albumFormValuesOf(album: Album): AlbumFormValues {
  return {
    qrCodeId: album.qrCodeId,
    name: album.name,
    description: album.description ?? '',
    passwordMode: album.isProtected ? 'keep' : 'none',
    password: '',
    isActive: album.isActive,
    uploadsEnabled: album.uploadsEnabled,
    approval: approvalChoiceOf(album.approvalRequired),
    uploadLimit: album.uploadLimit === null ? '' : String(album.uploadLimit),
    sortOrder: String(album.sortOrder),
    visibility: album.visibility,
    // an album waiting for its host shows "when I open it"; any other keeps its time, if it has one
    revealMode: album.visibility === 'after_reveal' && album.revealAt === null ? 'manual' : 'at',
    revealAt: album.revealAt,
  };
}

/** '' → null; anything else as a number (the schema then says whether it is a whole number ≥ 1). */
function numberOrNull(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** The password part of a body: absent keeps (or leaves open), a string sets, null removes. */
function passwordPart(values: AlbumFormValues): { password?: string | null } {
  if (values.passwordMode === 'set') return { password: values.password };
  if (values.passwordMode === 'remove') return { password: null };
  return {};
}

/** A reveal time goes with `after_reveal` at a chosen time only; anything else stores none. */
function revealPart(values: AlbumFormValues): Pick<CreateAlbumBody, 'visibility' | 'revealAt'> {
  const hasTime = values.visibility === 'after_reveal' && values.revealMode === 'at';
  return { visibility: values.visibility, revealAt: hasTime ? values.revealAt : null };
}

function commonPart(values: AlbumFormValues) {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    ...passwordPart(values),
    isActive: values.isActive,
    uploadsEnabled: values.uploadsEnabled,
    approvalRequired: approvalRequiredOf(values.approval),
    uploadLimit: numberOrNull(values.uploadLimit),
    ...revealPart(values),
  };
}

export function toCreateAlbumBody(values: AlbumFormValues): CreateAlbumBody {
  return { qrCodeId: values.qrCodeId, ...commonPart(values) };
}

export function toUpdateAlbumBody(values: AlbumFormValues): UpdateAlbumBody {
  const sortOrder = numberOrNull(values.sortOrder);
  return { ...commonPart(values), ...(sortOrder === null ? {} : { sortOrder }) };
}
