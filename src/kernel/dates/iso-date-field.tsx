import { TextField, type TextFieldProps } from '@ui/text-field';
import { API_DATE_FORMAT } from './format';
import { maskIsoDate } from './typed-date';

export interface IsoDateFieldProps extends Omit<TextFieldProps, 'type' | 'value' | 'onChange' | 'inputMode' | 'pattern'> {
  /** yyyy-MM-dd, or what of it has been typed so far */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A date field that shows and takes the spec's yyyy-MM-dd, whatever the browser's locale (a native date input would
 * show mm/dd/yyyy to many): a text field with the form as placeholder, the hyphens put in as the digits come.
 * The caller says the form in its own words through `hint`.
 */
export function IsoDateField({ value, onChange, placeholder = API_DATE_FORMAT, ...rest }: IsoDateFieldProps) {
  return (
    <TextField
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      pattern="\d{4}-\d{2}-\d{2}"
      maxLength={10}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(maskIsoDate(e.target.value))}
    />
  );
}
