import { MaxRoomDescription, MaxRoomName } from '@/lib/api/types.gen';

/** Characters as the server counts them (code points), so an emoji is one. */
export function charCount(text: string): number {
  return Array.from(text).length;
}

export interface RoomFormValues {
  name: string;
  description: string;
  isPrivate: boolean;
}

export interface RoomFormCheck {
  /** The name as it is sent: trimmed. */
  name: string;
  description: string;
  /** Characters the name may still take (negative when over the limit). */
  nameLeft: number;
  descriptionLeft: number;
  nameEmpty: boolean;
  nameTooLong: boolean;
  descriptionTooLong: boolean;
  /** Create (or Save) may be pressed. */
  valid: boolean;
}

/** Spec 5 and 9: the name is required and trimmed, at most 20 characters; the description at most 200. */
export function checkRoomForm(values: RoomFormValues): RoomFormCheck {
  const name = values.name.trim();
  const description = values.description.trim();
  const nameLeft = MaxRoomName - charCount(name);
  const descriptionLeft = MaxRoomDescription - charCount(description);
  const nameEmpty = name === '';
  const nameTooLong = nameLeft < 0;
  const descriptionTooLong = descriptionLeft < 0;
  return {
    name,
    description,
    nameLeft,
    descriptionLeft,
    nameEmpty,
    nameTooLong,
    descriptionTooLong,
    valid: !nameEmpty && !nameTooLong && !descriptionTooLong,
  };
}
