/**
 * How a sortable list (dnd-kit) is dragged: by pointer once it has moved 5 px (so a click on the
 * handle stays a click), or by keyboard on the handle (space, arrows, space). The same in every
 * list, so the admin's lists all move alike.
 */
import { KeyboardSensor, PointerSensor, useSensor, useSensors } from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";

export function useListSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}
