import type { TDoseBody, TVaccinationDose } from '@hris/contracts';
import { AppError } from '../../lib/app-error';

// The dose rules (issue 24), pure: what a new dose must respect given the person's doses so far. Each refusal names
// the field it is about, so the form shows it under that field and keeps what was typed.

export type Brand = { id: number; name: string; doses_required: number; is_active: boolean };

const longDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const doseName = (booster: boolean, n: number) => (booster ? `Booster ${n}` : `Dose ${n}`);

/** The primary series' brand: the first dose's (with mixed brands, the first dose decides how many are needed). */
export function primaryBrandOf(doses: TVaccinationDose[], brands: Brand[]): Brand | null {
  const first = doses.find((d) => !d.is_booster && d.dose_number === 1);
  return first ? (brands.find((b) => b.id === first.brand.id) ?? null) : null;
}

/** Refuses a dose that breaks a rule, with the field's message; passes silently otherwise. */
export function checkNewDose(dose: TDoseBody, doses: TVaccinationDose[], brands: Brand[], today: string): void {
  const brand = brands.find((b) => b.id === dose.brand_id);
  if (!brand) throw AppError.validation('brand_id', 'The brand was not found.');
  if (!brand.is_active) throw AppError.validation('brand_id', `${brand.name} is no longer in use: choose another brand.`);
  if (dose.given_on > today) throw AppError.validation('given_on', 'The vaccination date must not be in the future.');

  const primary = doses.filter((d) => !d.is_booster);
  const series = doses.filter((d) => d.is_booster === dose.is_booster);
  const next = series.length + 1;
  if (dose.dose_number < next) throw AppError.validation('dose_number', `${doseName(dose.is_booster, dose.dose_number)} is already recorded.`);
  if (dose.dose_number > next)
    throw AppError.validation('dose_number', `Record ${doseName(dose.is_booster, next).toLowerCase()} first: the doses are numbered without gaps.`);

  const needed = primaryBrandOf(doses, brands) ?? brand;
  if (!dose.is_booster && primary.length >= needed.doses_required)
    throw AppError.validation(
      'is_booster',
      `${needed.name} needs ${needed.doses_required} dose${needed.doses_required > 1 ? 's' : ''}: a further dose is a booster.`,
    );
  if (dose.is_booster && primary.length < needed.doses_required) {
    const missing = primary.length === 0 ? 'the primary doses' : `the ${needed.doses_required} doses of ${needed.name}`;
    throw AppError.validation('is_booster', `A booster comes after being fully vaccinated: record ${missing} first.`);
  }

  // Dose n+1 not before dose n; a first booster not before the last primary dose.
  const previous = dose.dose_number > 1 ? series[series.length - 1] : dose.is_booster ? primary[primary.length - 1] : undefined;
  if (previous && dose.given_on < previous.given_on) {
    const what = doseName(previous.is_booster, previous.dose_number).toLowerCase();
    throw AppError.validation('given_on', `${doseName(dose.is_booster, dose.dose_number)} cannot be before ${what} (${longDate(previous.given_on)}).`);
  }
}

/** Only the last dose of a series is removed (no gap is left), and no primary dose while a booster stands on it. */
export function checkRemoveDose(dose: TVaccinationDose, doses: TVaccinationDose[]): void {
  const later = doses.some((d) => d.is_booster === dose.is_booster && d.dose_number > dose.dose_number);
  if (later) throw AppError.validation('dose', `Remove the later ${dose.is_booster ? 'boosters' : 'doses'} first: the doses are numbered without gaps.`);
  if (!dose.is_booster && doses.some((d) => d.is_booster))
    throw AppError.validation('dose', 'Remove the boosters first: a booster comes after the primary doses.');
}
