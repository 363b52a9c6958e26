export { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from './table';
